import type { GraphQLExtension } from 'payload';

/**
 * GraphQL's `Access { canAccessAdmin }` without a session answered an error (500): Payload's
 * permissions leave `canAccessAdmin` out when it is false, and the schema declares it non-null.
 * The custom queries are called with Payload's own query fields, so `Access` is wrapped there to
 * answer `false` when Payload gives nothing. Adds no query of its own.
 */
export const answerAccessWhenSignedOut: GraphQLExtension = (_graphQL, { Query }) => {
  const access = Query.fields.Access as { resolve?: (...args: unknown[]) => unknown } | undefined;
  const resolve = access?.resolve;
  if (access && resolve) {
    access.resolve = async (...args: unknown[]) => {
      const result = await resolve(...args);
      return typeof result === 'object' && result !== null
        ? { canAccessAdmin: false, ...result }
        : result;
    };
  }
  return {};
};
