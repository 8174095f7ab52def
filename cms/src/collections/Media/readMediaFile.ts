import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { env } from '../../env';
import { UPLOAD_PREFIXES } from '../../plugins/objectStorage';
import { mediaBucket } from '../../utilities/s3Client';

/** The part of a media document that says where its file is. */
export interface StoredMediaFile {
  filename?: string | null;
  /** The file's folder in the bucket (written by the storage adapter). */
  prefix?: string | null;
  _objectKey?: string | null;
}

/** A folder as the storage adapter writes it: no leading or trailing slash, no `..`. */
function folder(...parts: (string | null | undefined)[]): string {
  return parts
    .flatMap((part) => (part ?? '').split('/'))
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .join('/');
}

/**
 * The bytes of a media document's original file, from the bucket when S3_BUCKET is set and from
 * MEDIA_DIR otherwise: code that works on an image (the table card's logo) reads it here, so it
 * works on every CMS instance. Rejects when the file is missing.
 */
export async function readMediaFile(doc: StoredMediaFile & { filename: string }): Promise<Buffer> {
  // `basename`: a file name stored with a folder in it must not reach outside the media folder.
  const filename = path.basename(doc.filename);
  const bucket = mediaBucket();
  if (!bucket) return readFile(path.join(env().MEDIA_DIR, filename));
  const key = `${folder(doc.prefix, doc._objectKey) || UPLOAD_PREFIXES.media}/${filename}`;
  const object = await bucket.client.send(
    new GetObjectCommand({ Bucket: bucket.bucket, Key: key }),
  );
  if (!object.Body) throw new Error(`media object ${key} has no body`);
  return Buffer.from(await object.Body.transformToByteArray());
}
