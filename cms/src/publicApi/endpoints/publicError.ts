import { publicHeaders } from './publicHeaders';

/**
 * A JSON error `{ message }` for a public endpoint. Errors are not cached: a 404 for a restaurant
 * created a second later, or a 500 being fixed, must not linger in a CDN.
 */
export function publicError(status: 400 | 404 | 500, message: string): Response {
  return Response.json(
    { message },
    {
      status,
      headers: publicHeaders({ 'Cache-Control': 'no-store' }),
    },
  );
}
