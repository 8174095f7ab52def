import {
  ADDITIVE_CLASS_CODES,
  ADDITIVE_CLASS_NAMES,
  normalizeENumber,
} from '@nutrimenu/core/additives';
import type { CollectionConfig, PayloadRequest } from 'payload';
import { isProviderAdmin } from '../../access/isProviderAdmin';
import { isSignedIn } from '../../access/isSignedIn';
import { isAdminUser } from '../../access/roles';
import { catalogLabel } from '../../i18n/catalogLabel';
import { adminTranslator } from '../../utilities/adminTranslator';

/** Food additives (Reg. 1333/2008): E-number, specific name and functional class. */
export const Additives: CollectionConfig = {
  slug: 'additives',
  labels: {
    singular: catalogLabel('admin.collection.additives.singular'),
    plural: catalogLabel('admin.collection.additives.plural'),
  },
  admin: {
    // Provider-only: owners and staff never manage it from the navigation.
    hidden: ({ user }) => !isAdminUser(user),
    useAsTitle: 'eNumber',
    defaultColumns: ['eNumber', 'name', 'functionalClass'],
    group: catalogLabel('admin.group.library'),
  },
  access: {
    read: isSignedIn,
    create: isProviderAdmin,
    update: isProviderAdmin,
    delete: isProviderAdmin,
  },
  fields: [
    {
      name: 'eNumber',
      label: catalogLabel('admin.additive.eNumber'),
      type: 'text',
      required: true,
      unique: true,
      validate: async (value: unknown, { req }: { req: PayloadRequest }) =>
        (typeof value === 'string' && normalizeENumber(value) !== null) ||
        (await adminTranslator(req))('admin.additive.eNumber.invalid'),
      hooks: {
        beforeChange: [
          ({ value }) => (typeof value === 'string' ? (normalizeENumber(value) ?? value) : value),
        ],
      },
    },
    {
      name: 'name',
      label: catalogLabel('admin.field.name'),
      type: 'text',
      localized: true,
      required: true,
    },
    {
      name: 'functionalClass',
      label: catalogLabel('admin.additive.functionalClass'),
      type: 'select',
      required: true,
      options: ADDITIVE_CLASS_CODES.map((code) => ({
        value: code,
        label: ADDITIVE_CLASS_NAMES[code],
      })),
    },
  ],
};
