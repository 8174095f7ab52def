import type { ErrorRequestHandler, RequestHandler } from 'express';

/**
 * Express's router refuses a page address it cannot percent-decode (`/ro/restaurant/%E0`) with a
 * 400 error before any page handler runs, and `handleErrors` would answer it with a bare
 * "Bad Request". Such an address names no page: a GET or HEAD of it is handed to the page
 * renderer, which answers the storefront's own 404 screen in the address's language (its routes
 * never match an undecodable parameter). Every other error goes on to `handleErrors`.
 */
export function renderMalformedAddress(renderPage: RequestHandler): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const isPageRead = req.method === 'GET' || req.method === 'HEAD';
    if (!isPageRead || res.headersSent || !isUndecodable(error, req.path)) {
      next(error);
      return;
    }
    void renderPage(req, res, next);
  };
}

function isUndecodable(error: unknown, path: string): boolean {
  if ((error as { status?: unknown } | null)?.status !== 400) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}
