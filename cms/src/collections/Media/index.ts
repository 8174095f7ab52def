import type { CollectionConfig } from 'payload';
import { createOwn, writeOwn } from '../../access/ownOrGlobal';
import { env } from '../../env';
import { enforceOwnRestaurant } from '../../hooks/enforceOwnRestaurant';
import { refuseUnreadableReferences } from '../../hooks/references/refuseUnreadableReferences';
import { imageOwner, refreshPublicDocumentsHooks } from '../../hooks/refreshPublicDocuments';
import { catalogLabel } from '../../i18n/catalogLabel';
import { uploadResponseHeaders } from '../../utilities/uploadResponseHeaders';
import { readMedia } from './access/readMedia';
import { enforceUploadLimit } from './hooks/enforceUploadLimit';
import { reencodeImage } from './hooks/reencodeImage';

const publicDocuments = refreshPublicDocumentsHooks(imageOwner);

const AVIF_OPTIONS = { quality: 50, effort: 2 };

/** Images: dish photos, logos, covers (per restaurant) and brand icons (global). */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: catalogLabel('admin.collection.media.singular'),
    plural: catalogLabel('admin.collection.media.plural'),
  },
  admin: { group: catalogLabel('admin.group.library') },
  access: {
    read: readMedia,
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
      // The same three in AVIF, offered first by the pages (<picture>): far fewer bytes than WebP,
      // above all on photographs, for a little more encoding time per size and upload at effort 2
      // (`npm run bench:image-formats` prints both); higher efforts save little more.
      {
        name: 'thumbnailAvif',
        width: 320,
        height: 320,
        position: 'centre',
        formatOptions: { format: 'avif', options: AVIF_OPTIONS },
      },
      { name: 'cardAvif', width: 768, formatOptions: { format: 'avif', options: AVIF_OPTIONS } },
      { name: 'largeAvif', width: 1600, formatOptions: { format: 'avif', options: AVIF_OPTIONS } },
    ],
    adminThumbnail: 'thumbnail',
    modifyResponseHeaders: uploadResponseHeaders,
  },
  hooks: {
    beforeOperation: [enforceUploadLimit, reencodeImage],
    beforeValidate: [enforceOwnRestaurant, refuseUnreadableReferences],
    afterChange: [publicDocuments.afterChange],
    afterDelete: [publicDocuments.afterDelete],
  },
  fields: [
    { name: 'alt', label: catalogLabel('admin.media.alt'), type: 'text', localized: true },
    {
      name: 'restaurant',
      label: catalogLabel('admin.field.restaurant'),
      type: 'relationship',
      relationTo: 'restaurants',
      index: true,
      admin: { description: catalogLabel('admin.media.restaurant.description') },
    },
  ],
};
