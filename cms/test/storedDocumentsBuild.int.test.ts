import { publicMenuSchema } from '@nutrimenu/core/contract';
import { sql } from '@payloadcms/db-postgres';
import { createLocalReq, type Payload } from 'payload';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { discardDocumentsOfOtherBuilds } from '../src/publicApi/storedDocuments/discardDocumentsOfOtherBuilds';
import { documentsBuild } from '../src/publicApi/storedDocuments/documentsBuild';
import { readListingVersion } from '../src/publicApi/storedDocuments/listingVersion';
import {
  BUILD_KEY,
  LISTING_VERSION_KEY,
} from '../src/publicApi/storedDocuments/publicDocumentKeys';
import { executeSql } from '../src/utilities/executeSql';
import { createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * Stored public menus hold absolute picture addresses made from the CMS's public address. The
 * demo database here was seeded by a process with another SERVER_URL than this CMS's: its stored
 * documents must not be sent as they are.
 */

const ORIGIN = 'https://cms.nutrimenu.test';

let payload: Payload;
let api: ReturnType<typeof createApiClient>;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return executeSql<T>(await createLocalReq({}, payload), query);
}

async function pictureUrls(): Promise<string[]> {
  const response = await api.send(
    new Request(new URL('/api/public/menus/demo-bistro?locale=ro', ORIGIN)),
  );
  expect(response.status).toBe(200);
  const menu = publicMenuSchema.parse(await response.json());
  return (menu.menu?.sections ?? [])
    .flatMap((section) => section.dishes)
    .flatMap((dish) => (dish.image ? [dish.image.url] : []));
}

beforeAll(async () => {
  payload = await createTestPayload({ seed: 'demo', serverUrl: ORIGIN });
  api = createApiClient(payload.config);
}, 600_000);

afterAll(async () => {
  await payload?.destroy();
});

test('documents stored by a build with another public address are discarded at start: pictures point at this CMS', async () => {
  const [build] = await rows<{ body: string }>(
    sql`SELECT body FROM public_documents WHERE key = ${BUILD_KEY}`,
  );
  expect(build?.body).toBe(documentsBuild());
  const urls = await pictureUrls();
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(url.startsWith(`${ORIGIN}/api/media/file/`), url).toBe(true);
});

test('a start under the same build keeps what is stored; another build discards every document', async () => {
  await pictureUrls();
  const stored = async () =>
    (
      await rows<{ key: string }>(
        sql`SELECT key FROM public_documents WHERE key NOT IN (${BUILD_KEY}, ${LISTING_VERSION_KEY})`,
      )
    ).length;
  const before = await stored();
  expect(before).toBeGreaterThan(0);
  expect(await discardDocumentsOfOtherBuilds(payload)).toBe(false);
  expect(await stored()).toBe(before);

  // As if an older build had stored them, with its own address in the pictures.
  await rows(sql`UPDATE public_documents SET body = 'older' WHERE key = ${BUILD_KEY}`);
  await rows(
    sql`UPDATE public_documents SET body = replace(body, ${ORIGIN}, 'http://old.example')
        WHERE key <> ${BUILD_KEY}`,
  );
  const listingsBefore = await readListingVersion(payload);
  expect(await discardDocumentsOfOtherBuilds(payload)).toBe(true);
  expect(await stored()).toBe(0);
  // Listings cached by running processes under the old version are not served again.
  expect(await readListingVersion(payload)).not.toBe(listingsBefore);
  for (const url of await pictureUrls()) expect(url.startsWith(ORIGIN), url).toBe(true);
});
