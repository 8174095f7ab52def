import { slugify } from '@nutrimenu/core/contract';

/** The media type of every CSV the endpoints answer. */
export const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * A CSV's file name from slug-like parts: lower-case ASCII letters, digits and hyphens, so it
 * needs no quoting in Content-Disposition and survives every file system.
 *
 * @example
 * csvFileName(['demo-bistro', 'recipes', 'ro']) // 'demo-bistro-recipes-ro.csv'
 */
export function csvFileName(parts: readonly string[]): string {
  const base = parts
    .map((part) => slugify(part))
    .filter(Boolean)
    .join('-');
  return `${base || 'export'}.csv`;
}
