import { rm } from 'node:fs/promises';
import { type S3Server, startS3Server } from '@nutrimenu/devstack/s3/startS3Server';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { toPublicImage } from '../src/readModel/toPublicImage';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

let s3: S3Server;
let payload: Payload;
let api: ApiClient;
/** Where the bucket's objects are readable without the CMS: a CDN in production. */
let publicBase: string;

beforeAll(async () => {
  s3 = await startS3Server();
  // s3rver answers anonymous GETs at endpoint/bucket/key, as a public bucket or a CDN does.
  publicBase = `${s3.endpoint}/${s3.bucket}`;
  Object.assign(process.env, {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    // With a trailing slash, as people type it.
    S3_PUBLIC_URL: `${publicBase}/`,
  });
  payload = await createTestPayload();
  api = createApiClient(payload.config);
});

afterAll(async () => {
  await payload?.destroy();
  await s3?.stop();
  if (process.env.MEDIA_DIR) await rm(process.env.MEDIA_DIR, { recursive: true, force: true });
});

test('with S3_PUBLIC_URL, documents carry URLs under it that serve the files, sizes included', async () => {
  const jpeg = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#ef6c00' },
  })
    .jpeg()
    .toBuffer();
  const doc = await payload.create({
    collection: 'media',
    data: { alt: 'Papanasi cu smantana' },
    file: { data: jpeg, mimetype: 'image/jpeg', name: 'papanasi ro.jpg', size: jpeg.length },
  });

  const found = await payload.findByID({ collection: 'media', id: doc.id });
  expect(found.url).toBe(`${publicBase}/media/${encodeURIComponent(doc.filename ?? '')}`);
  const card = found.sizes?.card;
  expect(card?.url).toBe(`${publicBase}/media/${encodeURIComponent(card?.filename ?? '')}`);

  // What the storefront receives (the contract's image) points at the public base...
  const image = toPublicImage(found as never, {
    locale: 'ro',
    fallbackLocales: [],
    defaultAlt: '',
    size: 'card',
  });
  expect(image).toMatchObject({ url: card?.url, width: 768, height: 512 });

  // ...and answers there without the CMS.
  const direct = await fetch(image?.url ?? '');
  expect(direct.status).toBe(200);
  expect(await sharp(Buffer.from(await direct.arrayBuffer())).metadata()).toMatchObject({
    format: 'webp',
    width: 768,
  });
  const original = await fetch(found.url ?? '');
  expect(original.status).toBe(200);

  // The CMS's own file route still serves the same file.
  const throughCms = await api.download(`media/file/${encodeURIComponent(doc.filename ?? '')}`);
  expect(throughCms.status).toBe(200);
  expect(throughCms.bytes.equals(Buffer.from(await original.arrayBuffer()))).toBe(true);
});
