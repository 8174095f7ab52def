import { randomBytes } from 'node:crypto';
import { MAX_UPLOAD_BYTES, VALIDATION_MESSAGES } from '@nutrimenu/core/validation';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

let payload: Payload;
let api: ReturnType<typeof createApiClient>;
let token: string;

/** A real PNG of about `bytes` bytes: random pixels do not compress. */
async function pngOfAbout(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

beforeAll(async () => {
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  await payload.create({
    collection: 'users',
    data: {
      name: 'Provider Admin',
      email: 'admin@test.local',
      password: 'correct horse battery',
      role: 'admin',
    },
  });
  const login = await api.rest('POST', 'users/login', {
    json: { email: 'admin@test.local', password: 'correct horse battery' },
  });
  token = login.body.token;
});

afterAll(async () => {
  await payload?.destroy();
});

describe('the 2 MB upload limit', () => {
  test('refuses a larger image through the local API, with the Romanian rule message', async () => {
    const data = await pngOfAbout(MAX_UPLOAD_BYTES + 200_000);
    expect(data.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'too big' },
        file: { data, mimetype: 'image/png', name: 'big.png', size: data.length },
      }),
    ).rejects.toMatchObject({ status: 413, message: VALIDATION_MESSAGES.maxFileSize });
    expect((await payload.find({ collection: 'media' })).totalDocs).toBe(0);
  });

  test('refuses a larger image through a REST form upload', async () => {
    const data = await pngOfAbout(MAX_UPLOAD_BYTES + 200_000);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'big.png');
    form.append('_payload', JSON.stringify({ alt: 'too big' }));
    const response = await api.rest('POST', 'media', { token, form });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await payload.find({ collection: 'media' })).totalDocs).toBe(0);
  });

  test('accepts an image within the limit, resizes it, and serves the file to anonymous diners', async () => {
    const data = await pngOfAbout(600_000);
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'dish' },
      file: { data, mimetype: 'image/png', name: 'dish.png', size: data.length },
    });
    const sizes = (media as unknown as { sizes: Record<string, { filename?: string | null }> })
      .sizes;
    expect(sizes.thumbnail?.filename).toMatch(/\.webp$/);

    const file = await api.rest('GET', `media/file/${media.filename}`);
    expect(file.status).toBe(200);
    const listing = await api.rest('GET', 'media');
    expect(listing.status).toBe(403);
  });
});
