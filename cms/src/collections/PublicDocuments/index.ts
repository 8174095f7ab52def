import type { CollectionConfig } from 'payload';
import { catalogLabel } from '../../i18n/catalogLabel';

export const PUBLIC_DOCUMENTS = 'public-documents';

const nobody = () => false;
const hidden = { hidden: true } as const;

/**
 * The public documents as the public API sends them, built when their data changes (in the
 * transaction of the change: publicApi/storedDocuments), so that a read, and its 304, costs one
 * indexed row rather than a build. One row per address the API answers (a restaurant's menu in
 * a locale, with and without the menu's slug and the locale named; the brands), its body the
 * JSON exactly as sent and its ETag.
 *
 * A collection rather than a table of its own, so that its schema is generated into migrations
 * from the config like every other table. Nobody reads or writes it through the API or the
 * admin: the public endpoints read it and the save hooks write it with SQL.
 */
export const PublicDocuments: CollectionConfig = {
  slug: PUBLIC_DOCUMENTS,
  // Hidden and closed, but named in the 7 languages like every collection, should Payload ever
  // show it (a lock, an error naming the collection).
  labels: {
    singular: catalogLabel('admin.collection.publicDocuments.singular'),
    plural: catalogLabel('admin.collection.publicDocuments.plural'),
  },
  admin: { hidden: true },
  graphQL: false,
  lockDocuments: false,
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  // No form, column or filter ever shows these: hidden in the admin, they have no label to show.
  fields: [
    // The address it answers, as publicApi/storedDocuments/publicDocumentKey spells it.
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: hidden },
    // A plain number, not a relationship: the rows are deleted with their restaurant by the
    // restaurant's own hook, which still needs the id once the restaurant's row is gone.
    { name: 'restaurantId', type: 'number', index: true, admin: hidden },
    { name: 'etag', type: 'text', required: true, admin: hidden },
    { name: 'body', type: 'textarea', required: true, admin: hidden },
    // A menu shows the subscription of the day it was built: past this instant it is built anew.
    { name: 'validUntil', type: 'date', admin: hidden },
  ],
};
