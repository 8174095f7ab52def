import { DEFAULT_THEME_COLOR, publicBrandSchema } from '@nutrimenu/core/contract';
import type { MessageKey } from '@nutrimenu/core/messages';
import type { CollectionConfig } from 'payload';
import { isProviderAdmin } from '../../access/isProviderAdmin';
import { isSignedIn } from '../../access/isSignedIn';
import { isAdminUser } from '../../access/roles';
import { validateContract } from '../../fields/validateContract';
import { notifyStorefront } from '../../hooks/notifyStorefront';
import { refuseUnreadableReferences } from '../../hooks/references/refuseUnreadableReferences';
import {
  brandAndItsRestaurants,
  refreshPublicDocumentsHooks,
} from '../../hooks/refreshPublicDocuments';
import { catalogLabel } from '../../i18n/catalogLabel';

// Every brand is in the storefront's brand list: a value its contract refuses is refused here.
const rule = publicBrandSchema.shape;
const publicDocuments = refreshPublicDocumentsHooks(brandAndItsRestaurants);

const icon = (name: string, key: MessageKey) =>
  ({ name, label: catalogLabel(key), type: 'upload', relationTo: 'media' }) as const;

/** A white-label brand: the host names it serves, its icons, colours and contact details. */
export const Brands: CollectionConfig = {
  slug: 'brands',
  labels: {
    singular: catalogLabel('admin.collection.brands.singular'),
    plural: catalogLabel('admin.collection.brands.plural'),
  },
  admin: {
    // Provider-only: owners and staff never manage it from the navigation.
    hidden: ({ user }) => !isAdminUser(user),
    useAsTitle: 'name',
    group: catalogLabel('admin.group.administration'),
  },
  hooks: {
    // A missing image is a translated 400 on its field, not PostgreSQL's foreign-key 500.
    beforeValidate: [refuseUnreadableReferences],
    afterChange: [notifyStorefront.afterChange, publicDocuments.afterChange],
    afterDelete: [notifyStorefront.afterDelete, publicDocuments.afterDelete],
  },
  access: {
    read: isSignedIn,
    create: isProviderAdmin,
    update: isProviderAdmin,
    delete: isProviderAdmin,
  },
  fields: [
    {
      name: 'name',
      label: catalogLabel('admin.field.name'),
      type: 'text',
      required: true,
      minLength: 3,
    },
    {
      name: 'key',
      label: catalogLabel('admin.brand.key'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateContract(rule.key, 'admin.validation.slug'),
    },
    {
      name: 'companyName',
      label: catalogLabel('admin.brand.companyName'),
      type: 'text',
      required: true,
    },
    {
      name: 'hosts',
      label: catalogLabel('admin.brand.hosts'),
      type: 'array',
      labels: {
        singular: catalogLabel('admin.brand.host'),
        plural: catalogLabel('admin.brand.hosts'),
      },
      fields: [
        {
          name: 'host',
          label: catalogLabel('admin.brand.host'),
          type: 'text',
          required: true,
          validate: validateContract(rule.hosts.element, 'admin.validation.host'),
        },
      ],
      admin: { description: catalogLabel('admin.brand.hosts.description') },
    },
    {
      name: 'homeUrl',
      label: catalogLabel('admin.brand.homeUrl'),
      type: 'text',
      required: true,
      validate: validateContract(rule.homeUrl, 'admin.validation.httpUrl'),
    },
    {
      name: 'themeColor',
      label: catalogLabel('admin.brand.themeColor'),
      type: 'text',
      defaultValue: DEFAULT_THEME_COLOR,
      validate: validateContract(rule.themeColor, 'admin.validation.themeColor', {
        example: '#1f6f5c',
      }),
    },
    {
      name: 'isFallback',
      label: catalogLabel('admin.brand.isFallback'),
      type: 'checkbox',
      defaultValue: false,
      admin: { description: catalogLabel('admin.brand.isFallback.description') },
    },
    {
      type: 'row',
      fields: [
        icon('iconSmall', 'admin.brand.iconSmall'),
        icon('iconBig', 'admin.brand.iconBig'),
        // Installed on a phone, the menu's splash screen and app list use a 512 px icon.
        icon('iconLarge', 'admin.brand.iconLarge'),
        icon('appleIcon', 'admin.brand.appleIcon'),
        icon('msIcon', 'admin.brand.msIcon'),
      ],
    },
    {
      name: 'shareImage',
      label: catalogLabel('admin.brand.shareImage'),
      type: 'upload',
      relationTo: 'media',
    },
    {
      name: 'promoVideo',
      label: catalogLabel('admin.brand.promoVideo'),
      type: 'upload',
      relationTo: 'videos',
      admin: { description: catalogLabel('admin.brand.promoVideo.description') },
    },
    {
      name: 'contact',
      label: catalogLabel('admin.brand.contact'),
      type: 'group',
      fields: [
        { name: 'email', label: catalogLabel('admin.field.email'), type: 'email' },
        { name: 'phone', label: catalogLabel('admin.field.phone'), type: 'text' },
        { name: 'address', label: catalogLabel('admin.field.address'), type: 'text' },
      ],
    },
  ],
};
