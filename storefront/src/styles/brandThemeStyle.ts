import type { PublicBrand } from '@nutrimenu/core/contract';
import type { CSSProperties } from 'react';
import { readableTextColor } from './readableTextColor';

/**
 * The inline style a page puts on its root so the brand's theme colour becomes its accent:
 * `--color-accent` and a text colour readable on it. Without a brand (the brand list could not
 * be read) base.css's default accent, the spec's #f3f3f3, stays.
 *
 * Only `import type` from the contract here: its values would bring zod into the client bundle.
 *
 * @example
 * brandThemeStyle({ themeColor: '#123456' })
 * // { '--color-accent': '#123456', '--color-accent-contrast': '#ffffff' }
 */
export function brandThemeStyle(brand: Pick<PublicBrand, 'themeColor'> | null): CSSProperties {
  if (brand === null) return {};
  return {
    '--color-accent': brand.themeColor,
    '--color-accent-contrast': readableTextColor(brand.themeColor),
  } as CSSProperties;
}
