import type { CollectionConfig } from 'payload';
import { catalogLabel } from '../../i18n/catalogLabel';

export const SHOWN_HISTORY = 'shown-history';

/** What an entry records the public state of: the four kinds of document the public menu reads. */
export const SHOWN_SUBJECTS = ['restaurant', 'subscription', 'menu', 'recipe'] as const;
export type ShownSubject = (typeof SHOWN_SUBJECTS)[number];

const nobody = () => false;

/**
 * The append-only record of what the public menu showed: one entry each time the public state of
 * a restaurant, subscription, menu or recipe changed (saved, published, unpublished, deleted,
 * recomputed), holding that state (`shown`, `null` when it stopped being shown) from the entry's
 * `createdAt` on. "The menu as it was shown" at a moment is read from here
 * (shownHistory/shownStatesAt), never from Payload's versions, which are pruned, deleted with
 * their document and rewritten in place by recomputes.
 *
 * Nobody reads, creates, changes or deletes entries through the API or the admin: the hooks and
 * the recompute write them with SQL (shownHistory/recordShown), the downloads read them after
 * checking the user's access to the restaurant.
 */
export const ShownHistory: CollectionConfig = {
  slug: SHOWN_HISTORY,
  // Hidden and closed, but named in the 7 languages like every collection, should Payload ever
  // show it (a lock, an error naming the collection).
  labels: {
    singular: catalogLabel('admin.collection.shownHistory.singular'),
    plural: catalogLabel('admin.collection.shownHistory.plural'),
  },
  admin: { hidden: true },
  graphQL: false,
  lockDocuments: false,
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [
    { fields: ['restaurant', 'createdAt'] },
    { fields: ['subject', 'subjectId', 'createdAt'] },
  ],
  fields: [
    {
      // Not required: a deleted restaurant leaves its record (the key is set to null).
      name: 'restaurant',
      label: catalogLabel('admin.field.restaurant'),
      type: 'relationship',
      relationTo: 'restaurants',
    },
    // What the entry is about and its state are for the downloads, never shown as fields.
    { name: 'subject', type: 'text', required: true, admin: { hidden: true } },
    { name: 'subjectId', type: 'number', required: true, admin: { hidden: true } },
    // The state as the public menu reads it, in every locale; null: not shown from then on.
    { name: 'shown', type: 'json', admin: { hidden: true } },
    // contentVersion(shown): an entry is added only when it differs from the last one's.
    { name: 'digest', type: 'text', required: true, admin: { hidden: true } },
  ],
};
