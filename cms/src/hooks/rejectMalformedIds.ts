import { type CollectionBeforeOperationHook, NotFound, type SanitizedConfig } from 'payload';
import { isDatabaseId } from '../utilities/parseId';

/**
 * A document id that cannot be a row id (`/api/recipes/abc`, `GET /api/users/login`, which Payload
 * routes as the user "login") would reach PostgreSQL as a cast error and answer 500: a client's bad
 * input must never look like a server fault. No such document exists, so it is answered as one that
 * is missing: 404 in the caller's language, before access control or the database run.
 */
const refuseMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id: unknown = 'id' in args ? args.id : undefined;
  if (id !== undefined && id !== null && !isDatabaseId(id)) throw new NotFound(req.t);
  return args;
};

/**
 * Adds `refuseMalformedId` to every collection with serial ids, including the ones Payload adds
 * while building the config (document locks, jobs), hence a step after `buildConfig`.
 */
export function rejectMalformedIds(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    // A collection that declares its own `id` field may use text ids.
    if (collection.flattenedFields.some((field) => field.name === 'id')) continue;
    collection.hooks.beforeOperation = [
      refuseMalformedId,
      ...(collection.hooks.beforeOperation ?? []),
    ];
  }
  return config;
}
