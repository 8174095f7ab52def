import { isLocale } from '@nutrimenu/core/locale';
import type { PageContextValue } from '@nutrimenu/storefront/src/PageContext';
import { brand } from '../__fixtures__/brand';
import type { Catalogs } from './loadCatalogs';
import type { PageParameters } from './PageParameters';
import { pageContextFor } from './pageContextFor';

/** The parts of a story's context the page is built from (a decorator's or a play function's). */
export interface StoryPageSource {
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
  loaded: Record<string, unknown>;
}

/** The catalogs the preview's loader put in `loaded`; throws if the loader did not run. */
export function storyCatalogs(source: Pick<StoryPageSource, 'loaded'>): Catalogs {
  const catalogs = source.loaded.catalogs as Catalogs | undefined;
  if (!catalogs) throw new Error('The catalogs were not loaded (see .storybook/preview.tsx)');
  return catalogs;
}

/**
 * The page context of a story: the locale of the toolbar (or the story's `globals`), the
 * story's `parameters.page`. A play function uses its `t` to expect the very texts shown.
 */
export function storyPage(source: StoryPageSource): PageContextValue {
  const locale = source.globals.locale;
  if (!isLocale(locale)) throw new Error(`Unknown locale global: ${String(locale)}`);
  const page = (source.parameters.page ?? {}) as PageParameters;
  return pageContextFor(
    locale,
    storyCatalogs(source)[locale],
    page.brand === undefined ? brand : page.brand,
    page.search ?? '',
    page.remembered ?? null,
  );
}
