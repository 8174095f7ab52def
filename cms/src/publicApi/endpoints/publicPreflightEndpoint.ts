import { ANY_PUBLIC_API_ROUTE, cmsEndpointPath } from '@nutrimenu/core/contract';
import type { Endpoint } from 'payload';
import { publicHeaders } from './publicHeaders';

/**
 * CORS preflight for everything under /api/public (a browser asks before sending If-None-Match
 * from another site). The rest of the API keeps Payload's CORS configuration.
 */
export const publicPreflightEndpoint: Endpoint = {
  path: cmsEndpointPath(ANY_PUBLIC_API_ROUTE),
  method: 'options',
  handler: async () => new Response(null, { status: 204, headers: publicHeaders() }),
};
