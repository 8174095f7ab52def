import { describe, expect, test } from 'vitest';
import { CircuitOpenError, createCircuitBreaker } from './createCircuitBreaker';

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const ok = () => Promise.resolve({ status: 200 });
const serverError = () => Promise.resolve({ status: 503 });
const unreachable = () => Promise.reject(new Error('ECONNREFUSED'));
const is5xx = (response: { status: number }) => response.status >= 500;

describe('createCircuitBreaker', () => {
  test('opens after the threshold of consecutive failures, rejections and 5xx alike', async () => {
    const time = clock();
    const breaker = createCircuitBreaker({ failureThreshold: 3, openMs: 5_000 }, time.now);
    await expect(breaker.run(unreachable)).rejects.toThrow('ECONNREFUSED');
    await breaker.run(serverError, is5xx);
    expect(breaker.state).toBe('closed');
    await expect(breaker.run(unreachable)).rejects.toThrow('ECONNREFUSED');
    expect(breaker.state).toBe('open');
    let called = false;
    const refused = breaker.run(() => {
      called = true;
      return ok();
    });
    await expect(refused).rejects.toBeInstanceOf(CircuitOpenError);
    await expect(refused).rejects.toMatchObject({ retryInMs: 5_000 });
    expect(called).toBe(false);
  });

  test('a success resets the count of failures', async () => {
    const breaker = createCircuitBreaker({ failureThreshold: 2, openMs: 5_000 }, clock().now);
    await expect(breaker.run(unreachable)).rejects.toThrow();
    await breaker.run(ok, is5xx);
    await expect(breaker.run(unreachable)).rejects.toThrow();
    expect(breaker.state).toBe('closed');
  });

  test('half-open: one probe at a time; its success closes the circuit', async () => {
    const time = clock();
    const breaker = createCircuitBreaker({ failureThreshold: 1, openMs: 5_000 }, time.now);
    await expect(breaker.run(unreachable)).rejects.toThrow();
    time.advance(5_000);
    expect(breaker.state).toBe('half-open');
    let answer: (value: { status: number }) => void = () => undefined;
    const probe = breaker.run(
      () => new Promise<{ status: number }>((resolve) => (answer = resolve)),
    );
    await expect(breaker.run(ok)).rejects.toBeInstanceOf(CircuitOpenError);
    answer({ status: 200 });
    await expect(probe).resolves.toEqual({ status: 200 });
    expect(breaker.state).toBe('closed');
    await expect(breaker.run(ok)).resolves.toEqual({ status: 200 });
  });

  test("half-open: the probe's failure opens the circuit for another period", async () => {
    const time = clock();
    const breaker = createCircuitBreaker({ failureThreshold: 1, openMs: 5_000 }, time.now);
    await expect(breaker.run(unreachable)).rejects.toThrow();
    time.advance(6_000);
    await breaker.run(serverError, is5xx);
    expect(breaker.state).toBe('open');
    time.advance(4_999);
    await expect(breaker.run(ok)).rejects.toBeInstanceOf(CircuitOpenError);
    time.advance(1);
    await expect(breaker.run(ok)).resolves.toEqual({ status: 200 });
  });
});
