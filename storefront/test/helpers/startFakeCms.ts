import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PublicBrandInput, PublicMenu } from '@nutrimenu/core/contract';
import menuFixture from '@nutrimenu/core/contract/fixtures/publicMenu.example.json' with {
  type: 'json',
};
import listingFixture from '@nutrimenu/core/contract/fixtures/restaurantListing.example.json' with {
  type: 'json',
};

export const BRANDS: PublicBrandInput[] = [
  {
    key: 'valori-nutritionale',
    name: 'Valori Nutriționale',
    companyName: 'Valori Nutriționale SRL',
    hosts: ['menu.valorinutritionale.localhost'],
    homeUrl: 'https://valorinutritionale.ro',
    icons: { small32: '/brands/vn/32.png', big192: '/brands/vn/192.png', apple: null, ms: null },
    shareImage: null,
    promoVideo: null,
    contact: {},
    isFallback: true,
  },
  {
    key: 'nutrischeme',
    name: 'NutriScheme',
    companyName: 'NutriScheme Ltd',
    hosts: ['menu.nutrischeme.localhost'],
    homeUrl: 'https://nutrischeme.com',
    themeColor: '#123456',
    icons: { small32: '/brands/ns/32.png', big192: null, apple: null, ms: null },
    shareImage: null,
    promoVideo: null,
    contact: {},
    isFallback: false,
  },
];

const fixture = menuFixture as PublicMenu;

/**
 * The fixture in `locale`; in Hungarian its dishes are untranslated and fall back to the
 * restaurant's default locale, as the CMS marks them.
 */
function menuIn(locale: string): PublicMenu {
  if (locale !== 'hu' || fixture.menu === null) return { ...fixture, locale } as PublicMenu;
  const sections = fixture.menu.sections.map((section) => ({
    ...section,
    dishes: section.dishes.map((dish) => ({
      ...dish,
      fallbackLocale: fixture.restaurant.defaultLocale,
    })),
  }));
  return { ...fixture, locale: 'hu', menu: { ...fixture.menu, sections } };
}

/**
 * A stand-in for the CMS's public API serving core's fixture documents:
 * `bistro-somes` (ok, two menus; Hungarian dishes fall back to Romanian), `closed` (no subscription), `broken` (breaks the contract);
 * any other restaurant is the CMS's 404.
 */
export async function startFakeCms(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cms.invalid');
    const locale = url.searchParams.get('locale') ?? 'ro';
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/public/brands') return send(200, BRANDS);
    if (url.pathname === '/api/public/restaurants') return send(200, { ...listingFixture, locale });
    const slug = /^\/api\/public\/menus\/([^/]+)$/.exec(url.pathname)?.[1];
    const menu = url.searchParams.get('menu');
    if (slug === 'bistro-somes' && (menu === null || menu === 'meniu')) {
      return send(200, menuIn(locale));
    }
    if (slug === 'bistro-somes' && menu === 'meniul-zilei') {
      return send(200, {
        ...fixture,
        locale,
        menu: { slug: 'meniul-zilei', name: 'Meniul zilei', sections: [] },
      });
    }
    if (slug === 'closed') {
      return send(200, { ...fixture, locale, state: 'no-subscription', menu: null });
    }
    if (slug === 'broken') return send(200, { ...fixture, restaurant: { name: 42 } });
    return send(404, { errors: [{ message: 'Not found' }] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
