import { readMenu, type WidgetMenu } from './readMenu';

export type LoadResult =
  | { kind: 'ok'; menu: WidgetMenu }
  | { kind: 'notFound' }
  | { kind: 'offline' }
  | { kind: 'error' };

/**
 * Fetches the public menu from `{origin}/api/public/menus/{slug}` without cookies (open CORS,
 * nothing private); never rejects: every failure is a result the widget shows.
 */
export async function loadMenu(
  origin: string,
  slug: string,
  locale: string,
  menu: string | null,
): Promise<LoadResult> {
  try {
    const url = new URL(`/api/public/menus/${encodeURIComponent(slug)}`, origin);
    url.searchParams.set('locale', locale);
    if (menu) url.searchParams.set('menu', menu);
    const response = await fetch(url, { credentials: 'omit', mode: 'cors' });
    if (response.status === 404) return { kind: 'notFound' };
    if (!response.ok) return { kind: 'error' };
    const read = readMenu(await response.json());
    return read ? { kind: 'ok', menu: read } : { kind: 'error' };
  } catch {
    return { kind: navigator.onLine === false ? 'offline' : 'error' };
  }
}
