/** The CMS is not asked at the moment: it failed repeatedly and the breaker waits before probing. */
export class CircuitOpenError extends Error {
  constructor(readonly retryInMs: number) {
    super(`the CMS failed repeatedly: not asked again for ${Math.ceil(retryInMs / 1000)} s`);
    this.name = 'CircuitOpenError';
  }
}

export interface CircuitBreakerSettings {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses calls before one probe is let through. */
  openMs: number;
}

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreaker {
  /**
   * Runs `task` unless the circuit is open (then rejects at once with CircuitOpenError).
   * `isFailure` decides whether a settled value counts as a failure (a 5xx answer does);
   * a rejection always does.
   */
  run<T>(task: () => Promise<T>, isFailure?: (value: T) => boolean): Promise<T>;
  readonly state: CircuitState;
}

/**
 * A circuit breaker for calls to one upstream: after `failureThreshold` consecutive failures it
 * opens, and calls fail at once instead of each waiting for its deadline (a hung CMS would
 * otherwise hold every page request for that long, and requests pile up). After `openMs` it is
 * half-open: exactly one call goes through as a probe while the others still fail at once; the
 * probe's success closes the circuit, its failure opens it for another `openMs`.
 *
 * @example
 * const breaker = createCircuitBreaker({ failureThreshold: 3, openMs: 5_000 });
 * const response = await breaker.run(() => fetch(url), (r) => r.status >= 500);
 */
export function createCircuitBreaker(
  settings: CircuitBreakerSettings,
  now: () => number = Date.now,
): CircuitBreaker {
  let failures = 0;
  let openedAt: number | null = null;
  let probing = false;

  function currentState(): CircuitState {
    if (openedAt === null) return 'closed';
    return now() - openedAt < settings.openMs ? 'open' : 'half-open';
  }

  function succeeded() {
    failures = 0;
    openedAt = null;
  }

  function failed() {
    failures += 1;
    // A failed probe, or the threshold reached while closed: (re)open from now.
    if (openedAt !== null || failures >= settings.failureThreshold) openedAt = now();
  }

  return {
    get state() {
      return currentState();
    },
    async run(task, isFailure) {
      const state = currentState();
      if (state === 'open' || (state === 'half-open' && probing)) {
        const retryInMs = openedAt === null ? 0 : Math.max(0, openedAt + settings.openMs - now());
        throw new CircuitOpenError(retryInMs);
      }
      const probe = state === 'half-open';
      if (probe) probing = true;
      try {
        const value = await task();
        if (isFailure?.(value)) failed();
        else succeeded();
        return value;
      } catch (error) {
        failed();
        throw error;
      } finally {
        if (probe) probing = false;
      }
    },
  };
}
