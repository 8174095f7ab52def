import { describe, expect, test } from 'vitest';
import { parseEnv } from './env';
import { objectStorage } from './utilities/s3ClientConfig';

const BASE = {
  DATABASE_URL: 'postgres://nutrimenu:secret@127.0.0.1:5432/nutrimenu',
  PAYLOAD_SECRET: '0123456789abcdef0123456789abcdef',
};

const S3 = {
  S3_BUCKET: 'nutrimenu-media',
  S3_ENDPOINT: 'http://minio:9000',
  S3_ACCESS_KEY_ID: 'nutrimenu',
  S3_SECRET_ACCESS_KEY: 'a-long-secret-key',
};

describe('object storage configuration (S3_*)', () => {
  test('unset: media stay on the local disk', () => {
    expect(objectStorage(parseEnv(BASE))).toBeUndefined();
    // Compose passes unset variables through as empty strings.
    const empty = { S3_BUCKET: '', S3_ENDPOINT: '', S3_PUBLIC_URL: '', S3_REGION: '' };
    expect(objectStorage(parseEnv({ ...BASE, ...empty }))).toBeUndefined();
  });

  test('a bucket with an endpoint: path-style, us-east-1, the key pair', () => {
    expect(objectStorage(parseEnv({ ...BASE, ...S3 }))).toEqual({
      bucket: 'nutrimenu-media',
      client: {
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'nutrimenu', secretAccessKey: 'a-long-secret-key' },
      },
      publicUrl: undefined,
    });
  });

  test('AWS S3 itself: no endpoint, virtual-hosted style unless asked, the public URL without its slash', () => {
    const storage = objectStorage(
      parseEnv({
        ...BASE,
        ...S3,
        S3_ENDPOINT: undefined,
        S3_REGION: 'eu-central-1',
        S3_PUBLIC_URL: 'https://cdn.example.ro/media/',
      }),
    );
    expect(storage?.client).not.toHaveProperty('endpoint');
    expect(storage?.client).toMatchObject({ region: 'eu-central-1', forcePathStyle: false });
    expect(storage?.publicUrl).toBe('https://cdn.example.ro/media');
    const forced = objectStorage(parseEnv({ ...BASE, ...S3, S3_FORCE_PATH_STYLE: '0' }));
    expect(forced?.client.forcePathStyle).toBe(false);
  });

  test('all or nothing: a bucket without its key pair, or S3_* without a bucket, is refused by name', () => {
    expect(() => parseEnv({ ...BASE, S3_BUCKET: 'media' })).toThrow(
      /S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID is required with S3_BUCKET[\s\S]*S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY is required/,
    );
    expect(() => parseEnv({ ...BASE, ...S3, S3_BUCKET: undefined })).toThrow(
      /S3_ENDPOINT: S3_ENDPOINT is set but S3_BUCKET is not/,
    );
    expect(() => parseEnv({ ...BASE, ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(() => parseEnv({ ...BASE, ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});

describe('the inline recompute limit (RECOMPUTE_INLINE_LIMIT)', () => {
  test('20,000 recipes unless set; empty counts as unset', () => {
    expect(parseEnv(BASE).RECOMPUTE_INLINE_LIMIT).toBe(20_000);
    expect(parseEnv({ ...BASE, RECOMPUTE_INLINE_LIMIT: '' }).RECOMPUTE_INLINE_LIMIT).toBe(20_000);
    expect(parseEnv({ ...BASE, RECOMPUTE_INLINE_LIMIT: '500' }).RECOMPUTE_INLINE_LIMIT).toBe(500);
  });

  test('a limit that is not a whole number of recipes, or below one, is refused by name', () => {
    expect(() => parseEnv({ ...BASE, RECOMPUTE_INLINE_LIMIT: '2.5' })).toThrow(
      /RECOMPUTE_INLINE_LIMIT: RECOMPUTE_INLINE_LIMIT must be a whole number of recipes/,
    );
    expect(() => parseEnv({ ...BASE, RECOMPUTE_INLINE_LIMIT: '0' })).toThrow(
      /RECOMPUTE_INLINE_LIMIT: /,
    );
    expect(() => parseEnv({ ...BASE, RECOMPUTE_INLINE_LIMIT: 'many' })).toThrow(
      /RECOMPUTE_INLINE_LIMIT: /,
    );
  });
});

describe('read replica (DATABASE_READ_URL)', () => {
  test('unset or empty: every read on DATABASE_URL', () => {
    expect(parseEnv(BASE).DATABASE_READ_URL).toBeUndefined();
    expect(parseEnv({ ...BASE, DATABASE_READ_URL: '' }).DATABASE_READ_URL).toBeUndefined();
  });

  test('a postgres URL is kept; anything else is refused by name', () => {
    const url = 'postgres://nutrimenu:secret@replica:5432/nutrimenu';
    expect(parseEnv({ ...BASE, DATABASE_READ_URL: url }).DATABASE_READ_URL).toBe(url);
    expect(() => parseEnv({ ...BASE, DATABASE_READ_URL: 'mysql://replica/nutrimenu' })).toThrow(
      /DATABASE_READ_URL: DATABASE_READ_URL must be a postgres:\/\/ URL/,
    );
  });
});

describe("the production server's compressed menus (PUBLIC_MENU_CACHE_MAX_MB)", () => {
  test('32 MB unless set; a whole number of at least 1', () => {
    expect(parseEnv(BASE).PUBLIC_MENU_CACHE_MAX_MB).toBe(32);
    expect(parseEnv({ ...BASE, PUBLIC_MENU_CACHE_MAX_MB: '' }).PUBLIC_MENU_CACHE_MAX_MB).toBe(32);
    expect(parseEnv({ ...BASE, PUBLIC_MENU_CACHE_MAX_MB: '8' }).PUBLIC_MENU_CACHE_MAX_MB).toBe(8);
    for (const wrong of ['0', '1.5', 'lots']) {
      expect(() => parseEnv({ ...BASE, PUBLIC_MENU_CACHE_MAX_MB: wrong })).toThrow(
        /PUBLIC_MENU_CACHE_MAX_MB/,
      );
    }
  });
});
