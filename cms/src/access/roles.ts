import type { PayloadRequest } from 'payload';

export const ROLES = ['admin', 'owner', 'staff'] as const;
export type Role = (typeof ROLES)[number];

interface UserLike {
  role?: Role | null;
  tenants?: { tenant: number | string | { id: number | string } }[] | null;
}

// Type imports only: client components (the admin's panels) use these checks too.

/** A user's role; `null` for no user. All role checks go through here. */
export function roleOfUser(user: unknown): Role | null {
  return (user as UserLike | null | undefined)?.role ?? null;
}

/** The signed-in user's role; `null` for anonymous requests. */
export function roleOf(req: Pick<PayloadRequest, 'user'>): Role | null {
  return roleOfUser(req.user);
}

/** Whether `user` is a provider admin, for code that has a user but no request. */
export function isAdminUser(user: unknown): boolean {
  return roleOfUser(user) === 'admin';
}

/** Whether the request's user is a provider admin. */
export function isAdmin(req: Pick<PayloadRequest, 'user'>): boolean {
  return isAdminUser(req.user);
}

/** The ids of the restaurants (tenants) the user belongs to. */
export function tenantIdsOf(user: unknown): (number | string)[] {
  const tenants = (user as UserLike | null | undefined)?.tenants ?? [];
  return tenants.map(({ tenant }) => (typeof tenant === 'object' ? tenant.id : tenant));
}
