import type { MessageKey } from '@nutrimenu/core/messages';
import type { Role } from './roles';

/** The catalog key of each role's name, for the admin's options and the e-mails that name it. */
export const ROLE_LABELS = {
  admin: 'admin.users.role.admin',
  owner: 'admin.users.role.owner',
  staff: 'admin.users.role.staff',
} as const satisfies Record<Role, MessageKey>;
