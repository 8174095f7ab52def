import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { type S3Server, startS3Server } from '@nutrimenu/devstack/s3/startS3Server';
import { type Browser, chromium } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD, type RunningCms, startCms } from './helpers/startCms';

/*
 * The production CMS (server.ts, demo data) with its media in an S3 bucket. The provider's admin
 * uploads a shared image in the admin, in Romanian, in Debian's Chromium; the admin shows the
 * thumbnail, served from the bucket, and the files are in the bucket.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STEP_MS = 60_000;

let s3: S3Server;
let cms: RunningCms;
let browser: Browser;

beforeAll(async () => {
  s3 = await startS3Server();
  cms = await startCms(
    {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
    { seed: 'fresh' },
  );
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await cms?.stop();
  await s3?.stop();
});

async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '');
  } finally {
    client.destroy();
  }
}

test('an image uploaded in the admin is stored in the bucket and shown from it', async () => {
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#2e7d32' },
  })
    .jpeg()
    .toBuffer();
  const page = await (await browser.newContext({ locale: 'ro-RO' })).newPage();
  page.setDefaultTimeout(STEP_MS);
  await page.goto(`${cms.url}/admin/login`);
  await page.waitForLoadState('networkidle');
  await page.fill('input[name="email"]', 'admin@example.com');
  await page.fill('input[name="password"]', DEMO_PASSWORD);
  await page.click('button[type="submit"]');
  await page.waitForURL(`${cms.url}/admin`);

  await page.goto(`${cms.url}/admin/collections/media/create`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/tmp/nutrimenu-s3-media-create.png', fullPage: true });
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'salata-verde.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Typed without diacritics, as people in Romania often do.
  await page.locator('#field-alt').fill('Salata verde de gradina');
  await page.locator('#action-save').click();
  await page.waitForURL(/\/admin\/collections\/media\/\d+$/);
  await page.waitForLoadState('networkidle');

  // The edit view's thumbnail is the generated 320 × 320 size, fetched from the CMS, which reads
  // it from the bucket.
  const thumbnail = page.locator('img[src*="salata-verde"]').first();
  await thumbnail.waitFor();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/nutrimenu-s3-media-edit.png', fullPage: true });

  const keys = await bucketKeys();
  expect(keys).toContain('media/salata-verde.jpg');
  expect(keys).toContain('media/salata-verde-320x320.webp');
  // The demo seed's own images went to the bucket too.
  expect(keys.filter((key) => key.startsWith('media/')).length).toBeGreaterThan(2);
}, 300_000);
