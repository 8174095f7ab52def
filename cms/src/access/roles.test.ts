import { describe, expect, test } from 'vitest';
import { isAdmin, isAdminUser, roleOf, roleOfUser } from './roles';

describe('role checks', () => {
  test.each([
    { label: 'an admin', user: { role: 'admin' }, role: 'admin', admin: true },
    { label: 'an owner', user: { role: 'owner' }, role: 'owner', admin: false },
    { label: 'staff', user: { role: 'staff' }, role: 'staff', admin: false },
    { label: 'a user without a role', user: {}, role: null, admin: false },
    { label: 'no user', user: null, role: null, admin: false },
  ])('$label: role $role, admin $admin', ({ user, role, admin }) => {
    expect(roleOfUser(user)).toBe(role);
    expect(roleOf({ user: user as never })).toBe(role);
    expect(isAdminUser(user)).toBe(admin);
    expect(isAdmin({ user: user as never })).toBe(admin);
  });
});
