import { S3Client } from '@aws-sdk/client-s3';
import { env } from '../env';
import { objectStorage } from './s3ClientConfig';

let cached: { client: S3Client; bucket: string } | null | undefined;

/**
 * This process's client of the media bucket, or `null` when media live on the local disk. One per
 * process: the client keeps its connections alive between calls.
 */
export function mediaBucket(): { client: S3Client; bucket: string } | null {
  if (cached === undefined) {
    const storage = objectStorage(env());
    cached = storage ? { client: new S3Client(storage.client), bucket: storage.bucket } : null;
  }
  return cached;
}
