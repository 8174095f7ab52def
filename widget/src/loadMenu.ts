import { publicMenuPath } from '@nutrimenu/core/contract';
import { readMenu, type WidgetMenu } from './readMenu';

export type LoadResult =
  | { kind: 'ok'; menu: WidgetMenu }
  | { kind: 'notFound' }
  | { kind: 'offline' }
  | { kind: 'error' };

/**
 * Fetches the public menu (core's `publicMenuPath`) from `origin` without cookies (open CORS,
 * nothing private); never rejects: every failure is a result the widget shows.
 */
export async function loadMenu(
  origin: string,
  slug: string,
  locale: string,
  menu: string | null,
): Promise<LoadResult> {
  try {
    const url = new URL(publicMenuPath(slug), origin);
    url.searchParams.set('locale', locale);
    if (menu) url.searchParams.set('menu', menu);
    const response = await fetch(url, { credentials: 'omit' });
    if (response.status === 404) return { kind: 'notFound' };
    if (!response.ok) return { kind: 'error' };
    const json = await response.json();
    const read = readMenu(json);
    if (read) return { kind: 'ok', menu: read };
    // A restaurant without a subscription or a public menu answers without a menu: for a
    // visitor of the host page that is the same as no menu at all.
    return { kind: json?.menu === null ? 'notFound' : 'error' };
  } catch {
    return { kind: navigator.onLine === false ? 'offline' : 'error' };
  }
}
