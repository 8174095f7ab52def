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

/** A brand's icons at their storefront addresses; null (or absent) when it has none. */
export interface ManifestIcons {
  small32: string | null;
  big192: string | null;
  large512?: string | null;
}

/**
 * The web app manifest of a brand host: the brand's name, theme colour and icons (32, 192 and the
 * 512 px one phones show on an installed menu's splash screen), opening at the host's root (which
 * goes to the diner's locale) and scoped to the whole host, so an installed menu never wanders onto
 * another brand's host.
 *
 * @example
 * webAppManifest(brand, { small32: '/img/…/32.png', big192: '/img/…/192.png', large512: '/img/…/512.png' })
 */
export function webAppManifest(
  brand: Pick<PublicBrand, 'name' | 'themeColor'>,
  icons: ManifestIcons,
): WebAppManifest {
  const sizes: [string | null | undefined, string][] = [
    [icons.small32, '32x32'],
    [icons.big192, '192x192'],
    [icons.large512, '512x512'],
  ];
  const list: WebAppManifest['icons'] = sizes.flatMap(([src, size]) =>
    src ? [{ src, sizes: size, type: 'image/png', purpose: 'any' as const }] : [],
  );
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
