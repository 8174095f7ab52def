import { slugify } from '@nutrimenu/core/contract';

/**
 * A download's file name from slug-like parts: lower-case ASCII letters, digits and hyphens only,
 * so it needs no quoting in Content-Disposition and survives every file system.
 *
 * @example
 * fileName(['demo-bistro', 'salata-caesar', 'label', 'ro'], 'pdf') // 'demo-bistro-salata-caesar-label-ro.pdf'
 */
export function fileName(parts: readonly string[], extension: string): string {
  const base = parts
    .map((part) => slugify(part))
    .filter(Boolean)
    .join('-');
  return `${base || 'download'}.${extension}`;
}
