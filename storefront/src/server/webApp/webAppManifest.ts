import type { PublicBrand } from '@nutrimenu/core/contract';

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' }[];
}

// Home screens cut longer labels; a longer brand name keeps its first word there.
const SHORT_NAME_LENGTH = 12;

function shortNameOf(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.length <= SHORT_NAME_LENGTH ? first : first.slice(0, SHORT_NAME_LENGTH);
}

/**
 * The web app manifest of a brand host (issue 17): the brand's name, theme colour and icons
 * (already at their storefront addresses, `icons` are null when the brand has none), opening at
 * the host's root (which goes to the diner's locale) and scoped to the whole host, so an
 * installed menu never wanders onto another brand's host.
 *
 * @example
 * webAppManifest(brand, { small32: '/img/…/32.png', big192: '/img/…/192.png' })
 */
export function webAppManifest(
  brand: Pick<PublicBrand, 'name' | 'themeColor'>,
  icons: { small32: string | null; big192: string | null },
): WebAppManifest {
  const list: WebAppManifest['icons'] = [];
  if (icons.small32)
    list.push({ src: icons.small32, sizes: '32x32', type: 'image/png', purpose: 'any' });
  if (icons.big192) {
    list.push({ src: icons.big192, sizes: '192x192', type: 'image/png', purpose: 'any' });
  }
  return {
    id: '/',
    name: brand.name,
    short_name: shortNameOf(brand.name),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.themeColor,
    background_color: '#ffffff',
    icons: list,
  };
}
