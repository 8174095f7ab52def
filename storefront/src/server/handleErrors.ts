import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { isCrawler } from '../runtime/isCrawler';
import { sendUnavailableToCrawler } from './sendUnavailableToCrawler';

/**
 * The app's last handler: what nothing before it handled. An error's own 4xx or 5xx `status`
 * (Express's and its middlewares'), else 500, as a plain status text: never a stack trace, and
 * never an error body for crawlers. A 5xx is logged.
 */
export const handleErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const given = (error as { status?: unknown } | null)?.status;
  const status = typeof given === 'number' && given >= 400 && given < 600 ? given : 500;
  if (status >= 500) console.error(`[storefront] ${req.method} ${req.originalUrl}:`, error);
  if (status >= 500 && isCrawler(req.get('user-agent'))) {
    sendUnavailableToCrawler(req, res, status);
    return;
  }
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' })
    .send(STATUS_CODES[status] ?? 'Error');
};
