import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { isProviderAdmin } from '../../access/isProviderAdmin';
import { isAdminUser } from '../../access/roles';
import { env } from '../../env';
import { notifyStorefront } from '../../hooks/notifyStorefront';
import { brandList, refreshPublicDocumentsHooks } from '../../hooks/refreshPublicDocuments';
import { catalogLabel } from '../../i18n/catalogLabel';
import { uploadResponseHeaders } from '../../utilities/uploadResponseHeaders';
import { readVideos } from './access/readVideos';
import { enforceVideoLimit } from './hooks/enforceVideoLimit';
import { validateCaptions } from './validateCaptions';

const publicDocuments = refreshPublicDocumentsHooks(brandList);

/**
 * Brand videos (the promotional video of a brand's home page): MP4 or WebM, up to VIDEO_MAX_MB,
 * managed by provider staff. Kept apart from `media` so images keep their 2 MB limit and
 * resizing, and restaurants cannot fill the disk with video.
 */
export const Videos: CollectionConfig = {
  slug: 'videos',
  labels: {
    singular: catalogLabel('admin.collection.videos.singular'),
    plural: catalogLabel('admin.collection.videos.plural'),
  },
  admin: {
    // Provider-only: owners and staff never manage it from the navigation.
    hidden: ({ user }) => !isAdminUser(user),
    useAsTitle: 'title',
    group: catalogLabel('admin.group.library'),
  },
  access: {
    read: readVideos,
    create: isProviderAdmin,
    update: isProviderAdmin,
    delete: isProviderAdmin,
  },
  upload: {
    // A folder of its own: file names are unique per collection, not per directory.
    staticDir: path.join(env().MEDIA_DIR, 'videos'),
    mimeTypes: ['video/mp4', 'video/webm'],
    modifyResponseHeaders: uploadResponseHeaders,
  },
  hooks: {
    beforeOperation: [enforceVideoLimit],
    // The brand list names the captioned locales, and the storefront caches the captions.
    afterChange: [notifyStorefront.afterChange, publicDocuments.afterChange],
    afterDelete: [notifyStorefront.afterDelete, publicDocuments.afterDelete],
  },
  fields: [
    {
      name: 'title',
      label: catalogLabel('admin.video.title'),
      type: 'text',
      localized: true,
      admin: { description: catalogLabel('admin.video.title.description') },
    },
    {
      name: 'poster',
      label: catalogLabel('admin.video.poster'),
      type: 'upload',
      relationTo: 'media',
      filterOptions: { restaurant: { exists: false } },
      admin: { description: catalogLabel('admin.video.poster.description') },
    },
    {
      // WCAG 2.2 SC 1.2.2: one WebVTT text per locale, served to the storefront's <track>s.
      name: 'captions',
      type: 'textarea',
      localized: true,
      label: catalogLabel('admin.video.captions.label'),
      validate: validateCaptions,
      admin: { description: catalogLabel('admin.video.captions.description'), rows: 12 },
    },
  ],
};
