import type { CollectionConfig } from 'payload';
import { isProviderAdmin } from '../../access/isProviderAdmin';
import { isAdminUser } from '../../access/roles';
import { catalogLabel } from '../../i18n/catalogLabel';

export const IMPERSONATION_EVENTS = 'impersonation-events';

export type ImpersonationAction = 'enter' | 'exit';

/**
 * The audit log of impersonation: one entry each time an admin starts or stops acting as another
 * user (who, as whom, when, from which address and browser). Only admins read it; nobody creates,
 * changes or deletes entries through the API or the admin: the impersonation endpoints write them
 * with the local API. While impersonating, the role is the user's, so the log is closed too.
 *
 * The people are kept twice: as relationships (to open their accounts) and as the e-mail they had
 * then, which stays when an account is deleted or its address changes.
 */
export const ImpersonationEvents: CollectionConfig = {
  slug: IMPERSONATION_EVENTS,
  labels: {
    singular: catalogLabel('admin.impersonation.log.singular'),
    plural: catalogLabel('admin.impersonation.log.plural'),
  },
  admin: {
    group: catalogLabel('admin.group.administration'),
    description: catalogLabel('admin.impersonation.log.description'),
    useAsTitle: 'userEmail',
    defaultColumns: ['createdAt', 'action', 'adminEmail', 'userEmail', 'ip'],
    hidden: ({ user }) => !isAdminUser(user),
  },
  defaultSort: '-createdAt',
  lockDocuments: false,
  access: {
    read: isProviderAdmin,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      label: catalogLabel('admin.impersonation.log.action'),
      options: [
        { value: 'enter', label: catalogLabel('admin.impersonation.log.action.enter') },
        { value: 'exit', label: catalogLabel('admin.impersonation.log.action.exit') },
      ] satisfies { value: ImpersonationAction; label: Record<string, string> }[],
    },
    {
      // Not required: deleting an admin's account must not be blocked by their log entries.
      name: 'admin',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: catalogLabel('admin.impersonation.log.admin'),
    },
    {
      name: 'adminEmail',
      type: 'text',
      required: true,
      label: catalogLabel('admin.impersonation.log.adminEmail'),
    },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: catalogLabel('admin.impersonation.log.user'),
    },
    {
      name: 'userEmail',
      type: 'text',
      required: true,
      label: catalogLabel('admin.impersonation.log.userEmail'),
    },
    {
      // Pairs an exit with its enter: the admin's session the impersonation lived in.
      name: 'session',
      type: 'text',
      required: true,
      index: true,
      label: catalogLabel('admin.impersonation.log.session'),
    },
    { name: 'ip', type: 'text', required: true, label: catalogLabel('admin.impersonation.log.ip') },
    {
      name: 'userAgent',
      type: 'text',
      required: true,
      label: catalogLabel('admin.impersonation.log.userAgent'),
    },
  ],
};
