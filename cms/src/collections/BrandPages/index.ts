import { PAGE_KINDS } from '@nutrimenu/core/contract';
import type { MessageKey } from '@nutrimenu/core/messages';
import type { CollectionConfig } from 'payload';
import { isProviderAdmin } from '../../access/isProviderAdmin';
import { isAdminUser } from '../../access/roles';
import { pageRichText } from '../../fields/pageRichText';
import { notifyStorefront } from '../../hooks/notifyStorefront';
import { refuseUnreadableReferences } from '../../hooks/references/refuseUnreadableReferences';
import { catalogLabel } from '../../i18n/catalogLabel';
import { readBrandPages } from './access/readBrandPages';
import { validateOnePagePerKind } from './validateOnePagePerKind';

const KIND_LABELS: Record<(typeof PAGE_KINDS)[number], MessageKey> = {
  help: 'admin.brandPages.kind.help',
  faq: 'admin.brandPages.kind.faq',
  terms: 'admin.brandPages.kind.terms',
};

/**
 * A brand's help, FAQ and terms-and-conditions pages, one of each per brand, written per locale
 * (a locale left empty shows the Romanian text, as everywhere in the CMS) and published to the
 * storefront's `/help`, `/faq` and `/terms` through `GET /api/public/pages/:kind`.
 */
export const BrandPages: CollectionConfig = {
  slug: 'brandPages',
  labels: {
    singular: catalogLabel('admin.collection.brandPages.singular'),
    plural: catalogLabel('admin.collection.brandPages.plural'),
  },
  admin: {
    // Provider-only: owners and staff never manage it from the navigation.
    hidden: ({ user }) => !isAdminUser(user),
    useAsTitle: 'title',
    defaultColumns: ['title', 'brand', 'kind', '_status', 'updatedAt'],
    group: catalogLabel('admin.group.administration'),
    description: catalogLabel('admin.brandPages.description'),
  },
  versions: { drafts: true, maxPerDoc: 50 },
  access: {
    read: readBrandPages,
    create: isProviderAdmin,
    update: isProviderAdmin,
    delete: isProviderAdmin,
  },
  hooks: {
    // A missing brand is a translated 400 on its field, not PostgreSQL's foreign-key 500.
    beforeValidate: [refuseUnreadableReferences],
    afterChange: [notifyStorefront.afterChange],
    afterDelete: [notifyStorefront.afterDelete],
  },
  indexes: [{ fields: ['brand', 'kind'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'brand',
          label: catalogLabel('admin.collection.brands.singular'),
          type: 'relationship',
          relationTo: 'brands',
          required: true,
          index: true,
        },
        {
          name: 'kind',
          label: catalogLabel('admin.field.kind'),
          type: 'select',
          required: true,
          options: PAGE_KINDS.map((kind) => ({
            value: kind,
            label: catalogLabel(KIND_LABELS[kind]),
          })),
          validate: validateOnePagePerKind,
        },
      ],
    },
    {
      name: 'title',
      label: catalogLabel('admin.menu.section.title'),
      type: 'text',
      localized: true,
      required: true,
    },
    pageRichText({ name: 'body', label: catalogLabel('admin.brandPages.body'), localized: true }),
    {
      // Localized as a whole: each language has its own questions, and a language without any
      // shows the Romanian ones. (A required localized field inside a non-localized array
      // would block saving one language without resending the others.)
      name: 'items',
      label: catalogLabel('admin.brandPages.questions'),
      type: 'array',
      localized: true,
      labels: {
        singular: catalogLabel('admin.brandPages.question'),
        plural: catalogLabel('admin.brandPages.questions'),
      },
      admin: {
        condition: (data) => data?.kind === 'faq',
        description: catalogLabel('admin.brandPages.items.description'),
      },
      fields: [
        {
          name: 'question',
          label: catalogLabel('admin.brandPages.question'),
          type: 'text',
          required: true,
        },
        pageRichText({
          name: 'answer',
          label: catalogLabel('admin.brandPages.answer'),
          required: true,
        }),
      ],
    },
  ],
};
