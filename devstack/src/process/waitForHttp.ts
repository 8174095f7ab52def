/**
 * Resolves once `url` answers with a status below 500 (the admin redirects to its login page, which
 * counts), polling every 250 ms. Rejects after `timeoutMs` or when `signal` aborts (the server
 * died while we waited).
 */
export async function waitForHttp(
  url: string,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<{ status: number }> {
  const deadline = Date.now() + options.timeoutMs;
  let lastProblem = 'no answer';
  while (Date.now() < deadline) {
    options.signal?.throwIfAborted();
    try {
      const response = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(Math.max(1000, deadline - Date.now())),
      });
      await response.body?.cancel();
      if (response.status < 500) return { status: response.status };
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      options.signal?.throwIfAborted();
      lastProblem =
        error instanceof Error ? ((error.cause as Error)?.message ?? error.message) : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${options.timeoutMs / 1000} s (${lastProblem})`);
}
