import type { CollectionConfig } from 'payload';
import { createOwn, readOwnOrGlobal, writeOwn } from '../../access/ownOrGlobal';
import { env } from '../../env';
import { enforceUploadLimit } from './hooks/enforceUploadLimit';

/** Images: dish photos, logos, covers (per restaurant) and brand icons (global). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: { en: 'Library', ro: 'Bibliotecă' } },
  access: {
    // Media is public on the menu; the API lists only one's own and the global files.
    read: readOwnOrGlobal,
    create: createOwn,
    update: writeOwn,
    delete: writeOwn,
  },
  upload: {
    staticDir: env().MEDIA_DIR,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'],
    imageSizes: [
      {
        name: 'thumbnail',
        width: 320,
        height: 320,
        position: 'centre',
        formatOptions: { format: 'webp' },
      },
      { name: 'card', width: 768, formatOptions: { format: 'webp' } },
      { name: 'large', width: 1600, formatOptions: { format: 'webp' } },
    ],
    adminThumbnail: 'thumbnail',
  },
  hooks: {
    beforeOperation: [enforceUploadLimit],
  },
  fields: [
    { name: 'alt', type: 'text', localized: true },
    {
      name: 'restaurant',
      type: 'relationship',
      relationTo: 'restaurants',
      index: true,
      admin: { description: 'Empty for brand assets shared by everyone' },
    },
  ],
};
