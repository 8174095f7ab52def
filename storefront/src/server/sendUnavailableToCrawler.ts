import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';

// A CMS that is down usually comes back within a restart: clients and crawlers retry after this.
export const RETRY_AFTER_SECONDS = '30';

/**
 * Crawlers are never shown an error screen, which could be indexed or shown as a
 * link preview in the page's place. They get a bare 503 that asks them to come back; the error
 * itself has been logged.
 */
export function sendUnavailableToCrawler(req: Request, res: Response, status: number) {
  console.warn(
    `[storefront] ${req.originalUrl}: answered a bare 503 (for ${status}) to a crawler (${req.get('user-agent')})`,
  );
  res
    .status(503)
    .set({
      'Retry-After': RETRY_AFTER_SECONDS,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Content-Type': 'text/plain; charset=utf-8',
    })
    .send(STATUS_CODES[503]);
}
