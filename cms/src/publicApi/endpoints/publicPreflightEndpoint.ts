import type { Endpoint } from 'payload';
import { publicHeaders } from './publicHeaders';

/**
 * CORS preflight for everything under /api/public (a browser asks before sending If-None-Match
 * from another site). The rest of the API keeps Payload's CORS configuration.
 */
export const publicPreflightEndpoint: Endpoint = {
  path: '/public/(.*)',
  method: 'options',
  handler: async () => new Response(null, { status: 204, headers: publicHeaders() }),
};
