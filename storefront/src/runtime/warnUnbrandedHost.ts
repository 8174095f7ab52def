import type { PublicBrand } from '@nutrimenu/core/contract';
import { isUnbrandedHost } from './isUnbrandedHost';

// The server warns once per host, not on every request; hosts come from request headers, so after
// this many the warnings stop rather than the memory growing.
const warned = new Set<string>();
const MAX_WARNED_HOSTS = 100;

/**
 * "Locale domain not found": warns on the console when the page is served on a host no brand
 * lists, naming the host and the fallback brand used instead. Once per host.
 *
 * @example
 * warnUnbrandedHost(payload.brand, location.host);
 */
export function warnUnbrandedHost(
  brand: Pick<PublicBrand, 'hosts' | 'key'> | null,
  host: string | null | undefined,
  warn: (message: string) => void = console.warn,
): void {
  if (!brand || !host || warned.has(host) || warned.size >= MAX_WARNED_HOSTS) return;
  if (!isUnbrandedHost(brand, host)) return;
  warned.add(host);
  warn(`No brand lists the host ${host}: showing the fallback brand "${brand.key}".`);
}
