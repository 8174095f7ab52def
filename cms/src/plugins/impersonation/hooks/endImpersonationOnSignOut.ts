import type { CollectionAfterLogoutHook } from 'payload';
import { endImpersonation } from '../endImpersonation';

/**
 * Signing out while acting as a user ends the impersonation as exit does (its session closed, the
 * exit logged); Payload then clears the browser's session cookie, so the admin is signed out.
 */
export const endImpersonationOnSignOut: CollectionAfterLogoutHook = async ({ req }) => {
  await endImpersonation(req);
};
