import type { CircuitBreaker } from './createCircuitBreaker';

/** The CMS did not answer in full within the deadline. */
export class CmsTimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`the CMS did not answer ${url} within ${timeoutMs} ms`);
    this.name = 'CmsTimeoutError';
  }
}

// Statuses whose Response cannot carry a body.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` to the CMS that cannot hang: every call, body included, must complete within
 * `timeoutMs` (else it is aborted and rejects with CmsTimeoutError), and calls go through the
 * circuit breaker, where a rejection or a 5xx counts as a failure (an open circuit rejects at
 * once with CircuitOpenError). The body is read inside the deadline, so a CMS that sends headers
 * and then stalls is caught too; the caller gets a Response whose body is already in memory
 * (CMS documents are small, and the storefront's cache keeps them in memory anyway).
 *
 * @example
 * const cmsFetch = createGuardedFetch({ timeoutMs: 3_000, breaker: createCircuitBreaker(...) });
 */
export function createGuardedFetch(options: {
  timeoutMs: number;
  breaker: CircuitBreaker;
  fetch?: typeof fetch;
}): typeof fetch {
  const upstream = options.fetch ?? fetch;
  const { timeoutMs, breaker } = options;

  async function exchange(input: RequestInfo | URL, init: RequestInit | undefined) {
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    try {
      const response = await upstream(input, { ...init, signal });
      const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      if (deadline.aborted) {
        const url = input instanceof Request ? input.url : String(input);
        throw new CmsTimeoutError(url, timeoutMs);
      }
      throw error;
    }
  }

  return ((input: RequestInfo | URL, init?: RequestInit) =>
    breaker.run(
      () => exchange(input, init),
      (response) => response.status >= 500,
    )) as typeof fetch;
}
