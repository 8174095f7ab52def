import { PAGE_KINDS } from '@nutrimenu/core/contract';
import type { CollectionConfig } from 'payload';
import { isProviderAdmin } from '../../access/isProviderAdmin';
import { isAdminUser } from '../../access/roles';
import { pageRichText } from '../../fields/pageRichText';
import { notifyStorefront } from '../../hooks/notifyStorefront';
import { readBrandPages } from './access/readBrandPages';
import { validateOnePagePerKind } from './validateOnePagePerKind';

const KIND_LABELS: Record<(typeof PAGE_KINDS)[number], { en: string; ro: string }> = {
  help: { en: 'Help', ro: 'Ajutor' },
  faq: { en: 'FAQ', ro: 'Întrebări frecvente' },
  terms: { en: 'Terms and conditions', ro: 'Termeni și condiții' },
};

/**
 * A brand's help, FAQ and terms-and-conditions pages, one of each per brand, written per locale
 * (a locale left empty shows the Romanian text, as everywhere in the CMS) and published to the
 * storefront's `/help`, `/faq` and `/terms` through `GET /api/public/pages/:kind`.
 */
export const BrandPages: CollectionConfig = {
  slug: 'brandPages',
  admin: {
    // Provider-only: owners and staff never manage it from the navigation.
    hidden: ({ user }) => !isAdminUser(user),
    useAsTitle: 'title',
    defaultColumns: ['title', 'brand', 'kind', '_status', 'updatedAt'],
    group: { en: 'Administration', ro: 'Administrare' },
    description: {
      en: "Help, FAQ and terms and conditions shown on each brand's public site.",
      ro: 'Ajutorul, întrebările frecvente și termenii afișați pe site-ul public al fiecărui brand.',
    },
  },
  versions: { drafts: true, maxPerDoc: 50 },
  access: {
    read: readBrandPages,
    create: isProviderAdmin,
    update: isProviderAdmin,
    delete: isProviderAdmin,
  },
  hooks: {
    afterChange: [notifyStorefront.afterChange],
    afterDelete: [notifyStorefront.afterDelete],
  },
  indexes: [{ fields: ['brand', 'kind'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'brand', type: 'relationship', relationTo: 'brands', required: true, index: true },
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: PAGE_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
          validate: validateOnePagePerKind,
        },
      ],
    },
    { name: 'title', type: 'text', localized: true, required: true },
    pageRichText({ name: 'body', localized: true }),
    {
      // Localized as a whole: each language has its own questions, and a language without any
      // shows the Romanian ones. (A required localized field inside a non-localized array
      // would block saving one language without resending the others.)
      name: 'items',
      type: 'array',
      localized: true,
      labels: {
        singular: { en: 'Question', ro: 'Întrebare' },
        plural: { en: 'Questions', ro: 'Întrebări' },
      },
      admin: {
        condition: (data) => data?.kind === 'faq',
        description: {
          en: 'Each question opens to show its answer.',
          ro: 'Fiecare întrebare se deschide și își arată răspunsul.',
        },
      },
      fields: [
        { name: 'question', type: 'text', required: true },
        pageRichText({ name: 'answer', required: true }),
      ],
    },
  ],
};
