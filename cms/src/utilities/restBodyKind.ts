import type { SanitizedConfig } from 'payload';
import type { BodyKind } from './guardRequestBody';

// Payload's auth operations that read a body (logout and refresh-token take none).
const AUTH_OPERATIONS = new Set([
  'login',
  'forgot-password',
  'reset-password',
  'first-register',
  'unlock',
]);

/**
 * Which of Payload's REST routes a write goes to (see `guardRequestBody`): a collection's create
 * (`POST /api/recipes`), update (`PATCH /api/recipes/12`, `PATCH /api/recipes?where…`) or auth
 * operation, or a global's update, are documents; everything else (custom endpoints, with their
 * own bodies) is `other`.
 */
export function restBodyKind(config: Promise<SanitizedConfig>) {
  return async (request: Request): Promise<BodyKind> => {
    const { collections, globals, routes } = await config;
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(`${routes.api}/`)) return 'other';
    const segments = pathname.slice(routes.api.length + 1).split('/');
    const [first = '', second] = segments;
    const method = request.method.toUpperCase();
    if (first === 'globals') {
      const isGlobal = globals.some((global) => global.slug === second);
      return isGlobal && segments.length === 2 && method === 'POST' ? 'document' : 'other';
    }
    const collection = collections.find((entry) => entry.slug === first);
    if (!collection) return 'other';
    if (segments.length === 1) return 'document';
    if (segments.length !== 2 || second === undefined) return 'other';
    if (method === 'POST')
      return collection.auth && AUTH_OPERATIONS.has(second) ? 'document' : 'other';
    // PATCH or PUT of one document, unless a custom endpoint of the collection answers that path.
    const custom = (collection.endpoints || []).some(
      (endpoint) => endpoint.path === `/${second}` && endpoint.method.toUpperCase() === method,
    );
    return custom ? 'other' : 'document';
  };
}
