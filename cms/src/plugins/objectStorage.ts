import { s3Storage } from '@payloadcms/storage-s3';
import type { Plugin } from 'payload';
import type { Env } from '../env';
import { objectStorage } from '../utilities/s3ClientConfig';

/**
 * Each upload collection's folder in the bucket: file names are unique per collection only (the
 * local disk keeps videos in a subfolder for the same reason).
 */
export const UPLOAD_PREFIXES = { media: 'media', videos: 'videos' } as const;

/**
 * Media and videos in S3-compatible object storage when S3_BUCKET is set (Payload's own adapter
 * writes every file and generated size to the bucket, serves `/api/<collection>/file/…` from it
 * and deletes the objects with the document), on the local disk otherwise.
 *
 * `alwaysInsertFields`: the adapter keeps each file's folder in the document (`prefix`,
 * `_objectKey`); inserting those columns in both modes keeps one schema, so the committed
 * migrations fit a CMS with or without a bucket, and a switch needs no migration.
 */
export function objectStoragePlugin(config: Env): Plugin {
  const storage = objectStorage(config);
  const publicUrl = storage?.publicUrl;
  const collection = (prefix: string) => ({
    prefix,
    // With a public base (a CDN in front of the bucket), documents carry its URLs, so diners'
    // browsers fetch images from it; `/api/<collection>/file/…` keeps working through the CMS.
    ...(publicUrl
      ? {
          generateFileURL: ({ filename, prefix: folder }: { filename: string; prefix?: string }) =>
            `${publicUrl}/${folder || prefix}/${encodeURIComponent(filename)}`,
        }
      : {}),
  });
  return s3Storage({
    enabled: storage !== undefined,
    alwaysInsertFields: true,
    bucket: storage?.bucket ?? '',
    config: storage?.client ?? {},
    collections: {
      media: collection(UPLOAD_PREFIXES.media),
      videos: collection(UPLOAD_PREFIXES.videos),
    },
  });
}
