import { escapeHtml } from '@nutrimenu/core/html';
import type { Locale } from '@nutrimenu/core/locale';

export interface EmbedCodeInput {
  /** The storefront's origin as the visitor sees it: 'https://menu.example.ro'. */
  origin: string;
  restaurant: string;
  locale: Locale;
  /** A secondary menu's slug; null for the restaurant's default menu. */
  menu: string | null;
}

/**
 * The widget's embed code for one restaurant's menu: the script tag, and the same menu as the
 * `<nutrimenu-menu>` element for sites that load the script once themselves.
 *
 * @example
 * embedCode({ origin: 'https://menu.example.ro', restaurant: 'bistro', locale: 'ro', menu: null }).script
 * // '<script src="https://menu.example.ro/widget.js" data-restaurant="bistro" data-locale="ro" async></script>'
 */
export function embedCode(input: EmbedCodeInput): { script: string; element: string } {
  const src = `${input.origin.replace(/\/+$/, '')}/widget.js`;
  const menu = input.menu === null ? '' : escapeHtml(input.menu);
  const restaurant = escapeHtml(input.restaurant);
  return {
    script: `<script src="${escapeHtml(src)}" data-restaurant="${restaurant}" data-locale="${input.locale}"${
      menu ? ` data-menu="${menu}"` : ''
    } async></script>`,
    element: `<nutrimenu-menu restaurant="${restaurant}" locale="${input.locale}"${
      menu ? ` menu="${menu}"` : ''
    }></nutrimenu-menu>`,
  };
}
