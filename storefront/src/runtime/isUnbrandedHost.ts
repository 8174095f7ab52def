import type { PublicBrand } from '@nutrimenu/core/contract';

// A developer's machine reaches the site by loopback address: warning there on every page would
// only bury the warnings that matter. `*.localhost` names are brand hosts and are checked.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  const name = lower.startsWith('[')
    ? lower.slice(0, lower.indexOf(']') + 1)
    : lower.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/**
 * Whether the site is served on a host that no brand lists, so the fallback brand was chosen
 * ("locale domain not found": a console warning). Loopback hosts do not count.
 *
 * @example
 * isUnbrandedHost(fallbackBrand, 'menu.example.com:8080') // true when the brand lacks that host
 */
export function isUnbrandedHost(
  brand: Pick<PublicBrand, 'hosts'> | null,
  host: string | null | undefined,
): boolean {
  if (!brand || !host) return false;
  const name = hostName(host);
  if (LOOPBACK.has(name)) return false;
  return !brand.hosts.some((entry) => hostName(entry) === name);
}
