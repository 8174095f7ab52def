import type { CollectionConfig } from 'payload';
import { isProviderAdmin } from '../../access/isProviderAdmin';
import { isSignedIn } from '../../access/isSignedIn';
import { isAdminUser } from '../../access/roles';
import { notifyStorefront } from '../../hooks/notifyStorefront';

const icon = (name: string, label: string) =>
  ({ name, label, type: 'upload', relationTo: 'media' }) as const;

/** A white-label brand: the host names it serves, its icons, colours and contact details. */
export const Brands: CollectionConfig = {
  slug: 'brands',
  admin: {
    // Provider-only: owners and staff never manage it from the navigation.
    hidden: ({ user }) => !isAdminUser(user),
    useAsTitle: 'name',
    group: { en: 'Administration', ro: 'Administrare' },
  },
  hooks: {
    afterChange: [notifyStorefront.afterChange],
    afterDelete: [notifyStorefront.afterDelete],
  },
  access: {
    read: isSignedIn,
    create: isProviderAdmin,
    update: isProviderAdmin,
    delete: isProviderAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true, minLength: 3 },
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'companyName', type: 'text', required: true },
    {
      name: 'hosts',
      type: 'array',
      fields: [{ name: 'host', type: 'text', required: true }],
      admin: { description: 'Host names this brand serves, e.g. menu.nutrischeme.com' },
    },
    { name: 'homeUrl', type: 'text', required: true },
    { name: 'themeColor', type: 'text', defaultValue: '#f3f3f3' },
    {
      name: 'isFallback',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Serves unknown hosts' },
    },
    {
      type: 'row',
      fields: [
        icon('iconSmall', 'Icon 32×32'),
        icon('iconBig', 'Icon 192×192'),
        icon('appleIcon', 'Apple touch icon'),
        icon('msIcon', 'Microsoft tile icon'),
      ],
    },
    { name: 'shareImage', type: 'upload', relationTo: 'media' },
    {
      name: 'promoVideo',
      type: 'upload',
      relationTo: 'videos',
      admin: { description: "Shown on the brand's home page (MP4 or WebM)" },
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text' },
        { name: 'address', type: 'text' },
      ],
    },
  ],
};
