import { brandServesHost, type PublicBrand } from '@nutrimenu/core/contract';

export type RestaurantHostAnswer =
  | { kind: 'serve' }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

// A developer's own machine ('localhost', '127.0.0.1', '[::1]'): no diner and no crawler reaches
// it, and the development stack and the tests open every restaurant there.
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

const isLocalhostName = (hostname: string) => /(^|\.)localhost$/.test(hostname);

/**
 * Where a restaurant's page answers: on its brand's hosts it is served; on another brand's host
 * or an unknown one it moves (301) to its brand's host, keeping the path, the query, the scheme
 * and, when that host names none, the port; where its brand has no host it does not exist there
 * (404). So no host serves, indexes or canonicalises another brand's restaurant with its own look.
 * Among its brand's hosts the first of the same kind is chosen (a `*.localhost` development host
 * for a `*.localhost` request, else a public one). A loopback host serves every restaurant.
 *
 * A malformed Host header is an unknown host: the page moves, to its brand's host on the default
 * port.
 *
 * @example
 * restaurantHostAnswer(brands, 'nutrischeme', 'https://menu.valori.ro', '/ro/restaurant/x')
 * // { kind: 'redirect', location: 'https://menu.nutrischeme.com/ro/restaurant/x' }
 */
export function restaurantHostAnswer(
  brands: readonly Pick<PublicBrand, 'key' | 'hosts'>[],
  restaurantBrandKey: string,
  origin: string,
  pathAndQuery: string,
): RestaurantHostAnswer {
  let request: URL | null = null;
  try {
    request = new URL(origin);
  } catch {}
  if (request && isLoopback(request.hostname)) return { kind: 'serve' };
  const owner = brands.find((brand) => brand.key === restaurantBrandKey);
  if (owner && request && brandServesHost(owner, request.host)) return { kind: 'serve' };
  const local = request !== null && isLocalhostName(request.hostname);
  const hosts = owner?.hosts ?? [];
  const host =
    hosts.find((candidate) => isLocalhostName(candidate.replace(/:\d*$/, '')) === local) ??
    hosts[0];
  if (host === undefined) return { kind: 'not-found' };
  const target = new URL(`${origin.startsWith('https:') ? 'https' : 'http'}://${host}`);
  if (request && !/:\d+$/.test(host)) target.port = request.port;
  return { kind: 'redirect', location: `${target.origin}${pathAndQuery}` };
}
