import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { type S3Server, startS3Server } from '@nutrimenu/devstack/s3/startS3Server';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AccessWorld, PASSWORD, seedAccessWorld } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

const run = promisify(execFile);

let s3: S3Server;
let bucket: S3Client;
/** Serves the REST API (Payload's route handlers resolve the default instance). */
let first: Payload;
/** A second Payload on the same database and bucket: what a second CMS instance is. */
let second: Payload;
let api: ApiClient;
let world: AccessWorld;
let mediaDir: string;
const tokens = { admin: '', ownerA: '' };

beforeAll(async () => {
  s3 = await startS3Server();
  // Before the config is imported: env.ts reads the environment once.
  Object.assign(process.env, {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  first = await createTestPayload();
  mediaDir = process.env.MEDIA_DIR as string;
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../src/payload.config'),
  ]);
  second = await getPayload({ config, key: 'second-instance' });
  expect(second).not.toBe(first);
  api = createApiClient(first.config);
  world = await seedAccessWorld(first);
  tokens.admin = await api.login(world.users.admin.email, PASSWORD);
  tokens.ownerA = await api.login(world.users.ownerA.email, PASSWORD);
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
});

afterAll(async () => {
  bucket?.destroy();
  await second?.destroy();
  await first?.destroy();
  await s3?.stop();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

/** The keys in the bucket that start with `prefix`. */
async function objectKeys(prefix: string): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

async function objectBytes(key: string): Promise<Buffer> {
  const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
}

/** The folder the adapter keeps a document's files in: `prefix`, then `_objectKey` if any. */
function folderOf(doc: { prefix?: string | null; _objectKey?: string | null }): string {
  return [doc.prefix, doc._objectKey].filter(Boolean).join('/');
}

/** Every file under the CMS's local media folder: none may be written there with a bucket. */
async function localFiles(): Promise<string[]> {
  return (await readdir(mediaDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** An ISO base media file Payload recognises as video/mp4: enough to store, not to play. */
function tinyMp4(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  const mdat = Buffer.alloc(4096);
  mdat.writeUInt32BE(4096, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

describe('media in the S3 bucket, shared by CMS instances', () => {
  test('an image uploaded through one instance is served by another, sizes included, and deleted with its document', async () => {
    const png = await sharp({
      create: { width: 1000, height: 700, channels: 3, background: '#1565c0' },
    })
      .png()
      .toBuffer();
    const doc = await second.create({
      collection: 'media',
      data: { alt: 'Ciorba de burta' },
      file: { data: png, mimetype: 'image/png', name: 'ciorba.png', size: png.length },
    });
    const thumbnail = doc.sizes?.thumbnail?.filename;
    const card = doc.sizes?.card?.filename;
    const avifs = [doc.sizes?.thumbnailAvif?.filename, doc.sizes?.cardAvif?.filename];
    expect(thumbnail && card && doc.filename).toBeTruthy();
    expect(avifs).toEqual([expect.stringMatching(/\.avif$/), expect.stringMatching(/\.avif$/)]);

    // In the bucket, under the document's folder: the original and its generated sizes.
    const folder = folderOf(doc);
    expect(folder).toMatch(/^media(\/|$)/);
    // 1000 px wide: the thumbnail and the card are generated (in WebP and AVIF), the 1600 px size
    // is not (no upscaling).
    expect(await objectKeys(`${folder}/ciorba`)).toEqual(
      [doc.filename, thumbnail, card, ...avifs].map((name) => `${folder}/${name}`).sort(),
    );
    const head = await bucket.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: `${folder}/${doc.filename}` }),
    );
    expect(head.ContentType).toBe(doc.mimeType);
    expect(head.ContentLength).toBe(doc.filesize);
    // ...and not on the disk of the instance that received it.
    expect(await localFiles()).toEqual([]);

    // The other instance serves the file and a size from the bucket, at the URL the document gives.
    const read = await api.rest('GET', `media/${doc.id}?depth=0`, { token: tokens.admin });
    expect(read.status).toBe(200);
    const url = new URL(read.body.url, 'http://localhost:3000');
    expect(url.pathname).toBe(`/api/media/file/${doc.filename}`);
    const original = await api.download(`${url.pathname.slice('/api/'.length)}${url.search}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe(doc.mimeType);
    // The same file headers as from the local disk (uploadResponseHeaders).
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');
    expect(original.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(original.bytes.equals(await objectBytes(`${folder}/${doc.filename}`))).toBe(true);
    expect(await sharp(original.bytes).metadata()).toMatchObject({ width: 1000, height: 700 });

    const sized = await api.download(`media/file/${thumbnail}`);
    expect(sized.status).toBe(200);
    expect(await sharp(sized.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 320,
    });

    // Deleting through the API removes every object of the document.
    const deleted = await api.rest('DELETE', `media/${doc.id}`, { token: tokens.admin });
    expect(deleted.status).toBe(200);
    expect(await objectKeys(`${folder}/ciorba`)).toEqual([]);
    expect((await api.download(`media/file/${doc.filename}`)).status).toBe(404);
  });

  test('a video uploaded through one instance streams from the bucket through another, ranges included', async () => {
    const mp4 = tinyMp4();
    const video = await second.create({
      collection: 'videos',
      data: { title: 'Promo' },
      file: { data: mp4, mimetype: 'video/mp4', name: 'promo.mp4', size: mp4.length },
    });
    const folder = folderOf(video);
    expect(folder).toMatch(/^videos(\/|$)/);
    expect(await objectKeys(`${folder}/`)).toEqual([`${folder}/${video.filename}`]);
    expect(await localFiles()).toEqual([]);

    const whole = await api.download(`videos/file/${video.filename}`);
    expect(whole.status).toBe(200);
    expect(whole.bytes.equals(mp4)).toBe(true);
    // Seeking in a video is a Range request.
    const range = await api.send(
      new Request(`http://localhost:3000/api/videos/file/${video.filename}`, {
        headers: { Range: 'bytes=4-11' },
      }),
    );
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).toString('latin1')).toBe('ftypisom');

    const deleted = await api.rest('DELETE', `videos/${video.id}`, { token: tokens.admin });
    expect(deleted.status).toBe(200);
    expect(await objectKeys(`${folder}/`)).toEqual([]);
  });

  test('the table card prints a logo whose file is only in the bucket', async () => {
    const webp = await sharp({
      create: { width: 240, height: 120, channels: 3, background: '#d01010' },
    })
      .webp()
      .toBuffer();
    const logo = await second.create({
      collection: 'media',
      data: { alt: 'Logo', restaurant: world.restaurant.A },
      file: { data: webp, mimetype: 'image/webp', name: 'logo.webp', size: webp.length },
    });
    expect(await localFiles()).toEqual([]);
    await first.update({
      collection: 'restaurants',
      id: world.restaurant.A,
      data: { logo: logo.id },
    });

    const response = await api.download(
      `downloads/restaurants/${world.restaurant.A}/table-card-a6.pdf`,
      tokens.ownerA,
    );
    expect(response.status).toBe(200);
    const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-card-'));
    try {
      const file = path.join(dir, 'card.pdf');
      await writeFile(file, response.bytes);
      // poppler's image list: "page num type width height color …"; the logo is embedded at its
      // own size (240 × 120, never enlarged), in colour.
      const { stdout } = await run('pdfimages', ['-list', file]);
      const images = stdout
        .split('\n')
        .slice(2)
        .map((line) => line.trim().split(/\s+/))
        .filter((columns) => columns.length > 5)
        .map((columns) => ({ width: Number(columns[3]), height: Number(columns[4]) }));
      expect(images).toContainEqual({ width: 240, height: 120 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
