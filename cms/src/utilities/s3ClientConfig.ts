import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { Env } from '../env';

/** The bucket and how to reach it, when media live in object storage. */
export interface ObjectStorage {
  bucket: string;
  client: S3ClientConfig;
  /** The public base URL of the bucket's objects (a CDN), without a trailing slash. */
  publicUrl: string | undefined;
}

/**
 * Object storage from the CMS's configuration (S3_*), or `undefined` when S3_BUCKET is unset and
 * files stay on the local disk. env.ts has already checked that the set is complete.
 */
export function objectStorage(config: Env): ObjectStorage | undefined {
  if (!config.S3_BUCKET || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    return undefined;
  }
  return {
    bucket: config.S3_BUCKET,
    client: {
      region: config.S3_REGION,
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      // MinIO and most self-hosted stores answer on one host, the bucket in the path.
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
      credentials: {
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      },
    },
    publicUrl: config.S3_PUBLIC_URL,
  };
}
