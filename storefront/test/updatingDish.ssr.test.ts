import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

/*
 * A dish the CMS is still recomputing after an ingredient changed (too many dependents for one
 * save): the public API sends it with `updating`, its allergens incomplete and no nutrition.
 * The diner must read that it is being updated, never a list that looks complete.
 */

const UPDATING = 'ciorba-de-burta';

let fakeCms: Awaited<ReturnType<typeof startFakeCms>>;
let cmsServer: ReturnType<typeof createServer>;
let storefront: Awaited<ReturnType<typeof startStorefront>>;

type Dish = Record<string, unknown> & { slug: string; allergens: Record<string, unknown> };
type Menu = { menu?: { sections: { dishes: Dish[] }[] } | null };

// What the CMS's toPublicDish sends for a stale dish: the stored allergens flagged incomplete,
// nutrition and Nutri-Score withheld.
function markUpdating(document: Menu): Menu {
  if (!document.menu) return document;
  const sections = document.menu.sections.map((section) => ({
    ...section,
    dishes: section.dishes.map((dish) =>
      dish.slug === UPDATING
        ? {
            ...dish,
            allergens: { ...dish.allergens, complete: false },
            nutrition: null,
            nutriScore: null,
            updating: true,
          }
        : dish,
    ),
  }));
  return { ...document, menu: { ...document.menu, sections } };
}

beforeAll(async () => {
  fakeCms = await startFakeCms();
  // Forwards to the fake CMS, marking one dish as being recomputed in its menus.
  cmsServer = createServer((req, res) => {
    void fetch(`${fakeCms.url}${req.url}`).then(async (answer) => {
      const body = await answer.text();
      const isMenu = answer.ok && req.url?.startsWith('/api/public/menus/');
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(isMenu ? JSON.stringify(markUpdating(JSON.parse(body) as Menu)) : body);
    });
  });
  await new Promise<void>((resolve) => cmsServer.listen(0, '127.0.0.1', resolve));
  const { port } = cmsServer.address() as AddressInfo;
  storefront = await startStorefront(`http://127.0.0.1:${port}`);
});

afterAll(async () => {
  await storefront?.close();
  await new Promise((resolve) => cmsServer?.close(resolve));
  await fakeCms?.close();
});

/** The rendered markup, without the scripts (the page's data and messages travel in them). */
async function html(path: string): Promise<string> {
  const response = await fetch(`${storefront.url}${path}`);
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<script\b[^>]*>.*?<\/script>/gs, '');
}

test('the dish page says its allergens and nutrition are being updated', async () => {
  const page = await html(`/ro/restaurant/bistro-somes/recipes/${UPDATING}`);
  expect(page).toContain(
    'Alergenii se actualizează după o schimbare a rețetei: întrebați personalul',
  );
  expect(page).toContain('Valorile nutriționale se actualizează.');
  expect(page).not.toContain('Niciun alergen declarat');
  expect(page).not.toContain('per 100 g');
});

test("the menu says so on that dish's card only", async () => {
  const page = await html('/ro/restaurant/bistro-somes');
  const updating = page.match(/Alergenii se actualizează după o schimbare a rețetei/g) ?? [];
  expect(updating).toHaveLength(1);
  const card = page.slice(page.indexOf('Ciorbă de burtă'));
  expect(card.indexOf('Alergenii se actualizează')).toBeGreaterThan(0);
});
