import type { PayloadRequest } from 'payload';

/**
 * What the impersonation strategy adds to `req.user` when an admin acts as that user. Nothing
 * else sets these: they are not fields of the users collection, so no request body can.
 */
export interface ImpersonatedUser {
  /** The id of the admin acting as this user. */
  impersonatedBy?: number | string;
  /** The admin's session the impersonation lives in (ended on exit). */
  _impersonationSession?: string;
}

/** The id of the admin acting as the request's user, or `null` when nobody is. */
export function impersonatorOf(
  user: PayloadRequest['user'] | null | undefined,
): number | string | null {
  const impersonatedBy = (user as ImpersonatedUser | null | undefined)?.impersonatedBy;
  return impersonatedBy === undefined || impersonatedBy === null ? null : impersonatedBy;
}

/** Whether the request is an admin acting as another user. */
export function isImpersonating(req: Pick<PayloadRequest, 'user'>): boolean {
  return impersonatorOf(req.user) !== null;
}

/** The roles an admin may act as: restaurant people, never another admin. */
export const IMPERSONABLE_ROLES: readonly string[] = ['owner', 'staff'];
