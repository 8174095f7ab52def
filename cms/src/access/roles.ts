import type { PayloadRequest } from 'payload';

export const ROLES = ['admin', 'owner', 'staff'] as const;
export type Role = (typeof ROLES)[number];

interface UserLike {
  role?: Role | null;
  tenants?: { tenant: number | string | { id: number | string } }[] | null;
}

/** The signed-in user's role; `null` for anonymous requests. All role checks go through here. */
export function roleOf(req: Pick<PayloadRequest, 'user'>): Role | null {
  const user = req.user as UserLike | null | undefined;
  return user?.role ?? null;
}

export function isAdmin(req: Pick<PayloadRequest, 'user'>): boolean {
  return roleOf(req) === 'admin';
}

/** The ids of the restaurants (tenants) the user belongs to. */
export function tenantIdsOf(user: unknown): (number | string)[] {
  const tenants = (user as UserLike | null | undefined)?.tenants ?? [];
  return tenants.map(({ tenant }) => (typeof tenant === 'object' ? tenant.id : tenant));
}
