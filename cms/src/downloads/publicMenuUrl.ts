export interface PublicMenuUrlInput {
  restaurantSlug: string;
  /** The hosts of the restaurant's brand, in the order the brand lists them. */
  brandHosts: readonly string[];
  /** The storefront's own address (env STOREFRONT_URL). */
  storefrontUrl: string;
  /** Demo mode (env NUTRIMENU_DEMO): the demo brands' hosts are made up, so use the storefront. */
  demo: boolean;
}

// Names a browser on another device cannot reach: the loopback, `*.localhost`, bare IP addresses.
function isPublicHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');
  if (name === '' || name === 'localhost' || name.endsWith('.localhost')) return false;
  if (name.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return false;
  return name.includes('.');
}

/**
 * The address a restaurant's printed QR code opens: its public menu (`/restaurant/{slug}`) on
 * the menu host of its brand, so diners land on the brand's own site.
 *
 * The rule: outside demo mode, the brand's first host that is public (not `localhost`, not
 * `*.localhost`, not an IP address), over https; a brand without one, and every brand in demo
 * mode, uses the storefront's own address (STOREFRONT_URL, default http://localhost:8080), so
 * a demo QR code opens on the machine that printed it.
 *
 * @example
 * publicMenuUrl({ restaurantSlug: 'demo-bistro', brandHosts: ['menu.nutrischeme.localhost',
 *   'menu.nutrischeme.com'], storefrontUrl: 'http://localhost:8080', demo: false })
 * // 'https://menu.nutrischeme.com/restaurant/demo-bistro'
 */
export function publicMenuUrl(input: PublicMenuUrlInput): string {
  const host = input.demo ? undefined : input.brandHosts.find(isPublicHost);
  const origin = host
    ? `https://${host.trim().toLowerCase().replace(/\.$/, '')}`
    : input.storefrontUrl.replace(/\/+$/, '');
  return `${origin}/restaurant/${encodeURIComponent(input.restaurantSlug)}`;
}
