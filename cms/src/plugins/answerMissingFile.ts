import {
  type CollectionSlug,
  NotFound,
  type PayloadHandler,
  type SanitizedConfig,
  type Where,
} from 'payload';

/**
 * `GET /api/media/file/{name}` (and videos') of a name no document has answered 500 ("Something
 * went wrong", as Payload reports a file missing on the disk) or 403 (`..%2F` names, which the
 * access query cannot match): a file nobody uploaded is simply not found. The wrapped handler
 * first looks for a document holding that name (as its file or one of its image sizes) and answers
 * 404 when there is none; an existing file goes to Payload's handler, access checks included.
 * A step after `buildConfig`, which adds the upload endpoints.
 */
export function answerMissingFile(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!collection.upload || !Array.isArray(collection.endpoints)) continue;
    const sizeNames = (collection.upload.imageSizes ?? []).map((size) => size.name);
    collection.endpoints = collection.endpoints.map((endpoint) =>
      endpoint.method === 'get' && endpoint.path === '/file/:filename'
        ? { ...endpoint, handler: existingOnly(collection.slug, sizeNames, endpoint.handler) }
        : endpoint,
    );
  }
  return config;
}

function existingOnly(
  collection: CollectionSlug,
  sizeNames: readonly string[],
  handler: PayloadHandler,
): PayloadHandler {
  return async (req) => {
    const filename = req.routeParams?.filename;
    // No stored name holds a control character, and PostgreSQL refuses a NUL in a query (500).
    if (typeof filename !== 'string' || filename === '' || /\p{Cc}/u.test(filename)) {
      throw new NotFound(req.t);
    }
    const where: Where = {
      or: [
        { filename: { equals: filename } },
        ...sizeNames.map((size) => ({ [`sizes.${size}.filename`]: { equals: filename } })),
      ],
    };
    const existing = await req.payload.db.findOne({ collection, where, req });
    if (!existing) throw new NotFound(req.t);
    return handler(req);
  };
}
