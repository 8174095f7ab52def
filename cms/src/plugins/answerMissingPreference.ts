import { NotFound, type PayloadHandler, type SanitizedConfig } from 'payload';

const PREFERENCES_SLUG = 'payload-preferences';

/**
 * `DELETE /api/payload-preferences/:key` of a key the user has no preference under answered 500:
 * Payload's handler calls the adapter's `deleteOne`, which fails on no row instead of returning
 * nothing. The wrapped handler first looks for the user's preference and answers a missing one 404,
 * as Payload itself means to. A step after `buildConfig`: Payload adds the collection and its
 * endpoints while building the config.
 */
export function answerMissingPreference(config: SanitizedConfig): SanitizedConfig {
  const preferences = config.collections.find((collection) => collection.slug === PREFERENCES_SLUG);
  if (!preferences || !Array.isArray(preferences.endpoints)) return config;
  preferences.endpoints = preferences.endpoints.map((endpoint) =>
    endpoint.method === 'delete' && endpoint.path === '/:key'
      ? { ...endpoint, handler: deleteExisting(endpoint.handler) }
      : endpoint,
  );
  return config;
}

function deleteExisting(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    const key = req.routeParams?.key;
    // Without a user Payload's own handler answers 401.
    if (req.user && typeof key === 'string') {
      const existing = await req.payload.db.findOne({
        collection: PREFERENCES_SLUG,
        req,
        where: {
          and: [
            { key: { equals: key } },
            { 'user.value': { equals: req.user.id } },
            { 'user.relationTo': { equals: req.user.collection } },
          ],
        },
      });
      if (!existing) throw new NotFound(req.t);
    }
    return handler(req);
  };
}
