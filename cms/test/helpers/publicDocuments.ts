/**
 * Writes every public document of the database in DATABASE_URL to the JSON file named by the
 * first argument, as the public API answers it (status and body text, by request path): every
 * restaurant's every published menu in every locale it offers, the restaurant listing, the
 * brands, each brand's pages and promo captions, in every locale, and each brand's sitemap. Run in a process of its own,
 * once per database, so two databases are read by the same code and compared byte for byte.
 */
import { writeFile } from 'node:fs/promises';
import { PAGE_KINDS } from '@nutrimenu/core/contract';
import { LOCALES } from '@nutrimenu/core/locale';
import { getPayload } from 'payload';
import config from '../../src/payload.config';
import { createApiClient } from './apiClient';

const ORIGIN = 'http://localhost:3000';

try {
  const out = process.argv[2];
  if (!out) throw new Error('Name the output file');
  const payload = await getPayload({ config });
  const api = createApiClient(payload.config);
  const documents: Record<string, { status: number; body: string }> = {};
  const read = async (path: string) => {
    const response = await api.send(new Request(new URL(path, ORIGIN)));
    // The one field that is the time of the request, not data: the rest is compared byte for byte.
    const body = (await response.text()).replace(
      /"generatedAt":"[^"]*"/g,
      '"generatedAt":"(time of the request)"',
    );
    documents[path] = { status: response.status, body };
  };
  const restaurants = await payload.find({
    collection: 'restaurants',
    limit: 0,
    depth: 0,
    sort: 'id',
  });
  for (const restaurant of restaurants.docs) {
    const menus = await payload.find({
      collection: 'menus',
      where: { restaurant: { equals: restaurant.id }, _status: { equals: 'published' } },
      limit: 0,
      depth: 0,
      sort: 'id',
    });
    for (const locale of restaurant.offeredLocales ?? []) {
      await read(`/api/public/menus/${restaurant.slug}?locale=${locale}`);
      for (const menu of menus.docs) {
        await read(`/api/public/menus/${restaurant.slug}?menu=${menu.slug}&locale=${locale}`);
      }
    }
  }
  const brands = await payload.find({ collection: 'brands', limit: 0, depth: 0, sort: 'id' });
  await read('/api/public/brands');
  for (const brand of brands.docs) await read(`/api/public/brands/${brand.key}/sitemap`);
  for (const locale of LOCALES) {
    await read(`/api/public/restaurants?locale=${locale}`);
    for (const brand of brands.docs) {
      for (const kind of PAGE_KINDS) {
        await read(`/api/public/pages/${kind}?brand=${brand.key}&locale=${locale}`);
      }
      await read(`/api/public/brands/${brand.key}/promo-captions?locale=${locale}`);
    }
  }
  await writeFile(out, JSON.stringify(documents, null, 1));
  await payload.destroy();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
