import type { Page } from 'playwright-core';

/**
 * A request to the CMS's REST API (`/api` + `path`) from inside `page`, with its session
 * cookie, as the admin's own code makes them; answers the status and the JSON body.
 */
export function pageApi<T>(
  page: Page,
  cmsUrl: string,
  path: string,
  init?: { method: string; body: unknown },
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ url, init }) => {
      const response = await fetch(url, {
        method: init?.method ?? 'GET',
        credentials: 'include',
        headers: init ? { 'content-type': 'application/json' } : undefined,
        body: init ? JSON.stringify(init.body) : undefined,
      });
      return { status: response.status, body: await response.json() };
    },
    { url: `${cmsUrl}/api${path}`, init },
  ) as Promise<{ status: number; body: T }>;
}
