import type { Locale } from '@nutrimenu/core/locale';
import type { MessageKey } from '@nutrimenu/core/messages';

/** A link of the downloads panel: its address and the catalog key of its text. */
export interface DownloadLink {
  href: string;
  label: MessageKey;
  /** QR codes and table cards do not depend on the chosen language (a card speaks the restaurant's). */
  localized: boolean;
}

export type DownloadTarget =
  | { kind: 'recipe'; id: string | number }
  | { kind: 'menu'; id: string | number; restaurantId: string | number | null }
  | { kind: 'restaurant'; id: string | number };

/**
 * The files the admin offers for a document, as links to the endpoints of
 * `endpoints/downloads` under `apiUrl` (e.g. "/api"), in `locale`.
 *
 * @example
 * downloadLinks('/api', { kind: 'recipe', id: 7 }, 'hu')[0].href
 * // '/api/downloads/recipes/7/label.pdf?locale=hu'
 */
export function downloadLinks(
  apiUrl: string,
  target: DownloadTarget,
  locale: Locale,
): DownloadLink[] {
  const base = `${apiUrl.replace(/\/+$/, '')}/downloads`;
  const id = encodeURIComponent(String(target.id));
  switch (target.kind) {
    case 'recipe':
      return [
        {
          href: `${base}/recipes/${id}/label.pdf?locale=${locale}`,
          label: 'admin.nutritionLabel.download',
          localized: true,
        },
        {
          href: `${base}/recipes/${id}/technical-sheet.pdf?locale=${locale}`,
          label: 'admin.downloads.technicalSheetPdf',
          localized: true,
        },
        {
          href: `${base}/recipes/${id}/technical-sheet.csv?locale=${locale}`,
          label: 'admin.downloads.technicalSheetCsv',
          localized: true,
        },
      ];
    case 'menu': {
      const links: DownloadLink[] = [
        {
          href: `${base}/menus/${id}/guest-menu.pdf?locale=${locale}`,
          label: 'admin.downloads.guestMenuPdf',
          localized: true,
        },
        {
          href: `${base}/menus/${id}/menu.pdf?locale=${locale}`,
          label: 'admin.downloads.menuPdf',
          localized: true,
        },
      ];
      if (target.restaurantId !== null) {
        const restaurant = encodeURIComponent(String(target.restaurantId));
        for (const format of ['pdf', 'csv'] as const) {
          links.push({
            href: `${base}/restaurants/${restaurant}/allergens.${format}?locale=${locale}&menu=${id}`,
            label: format === 'pdf' ? 'admin.downloads.matrixPdf' : 'admin.downloads.matrixCsv',
            localized: true,
          });
        }
      }
      return links;
    }
    case 'restaurant':
      return [
        {
          href: `${base}/restaurants/${id}/allergens.pdf?locale=${locale}`,
          label: 'admin.downloads.matrixPdf',
          localized: true,
        },
        {
          href: `${base}/restaurants/${id}/allergens.csv?locale=${locale}`,
          label: 'admin.downloads.matrixCsv',
          localized: true,
        },
        {
          href: `${base}/restaurants/${id}/technical-sheets.pdf?locale=${locale}`,
          label: 'admin.downloads.technicalSheetBookPdf',
          localized: true,
        },
        {
          href: `${base}/restaurants/${id}/technical-sheets.csv?locale=${locale}`,
          label: 'admin.downloads.technicalSheetBookCsv',
          localized: true,
        },
        {
          href: `${base}/restaurants/${id}/table-card-a6.pdf`,
          label: 'admin.downloads.tableCardA6',
          localized: false,
        },
        {
          href: `${base}/restaurants/${id}/table-card-a7.pdf`,
          label: 'admin.downloads.tableCardA7',
          localized: false,
        },
        {
          href: `${base}/restaurants/${id}/qr.png`,
          label: 'admin.downloads.qrPng',
          localized: false,
        },
        {
          href: `${base}/restaurants/${id}/qr.svg`,
          label: 'admin.downloads.qrSvg',
          localized: false,
        },
      ];
  }
}

/**
 * The two files of "the menu as it was shown" for a restaurant at `at` (an instant; now when
 * `null`), in `locale`: the `at` parameter is sent in UTC ("…Z"), so the browser's time zone is
 * already applied and no "+" needs escaping.
 *
 * @example
 * menuAsShownLinks('/api', 2, 'ro', new Date('2026-11-29T07:30:00Z'))[0].href
 * // '/api/downloads/restaurants/2/menu-as-shown.pdf?locale=ro&at=2026-11-29T07%3A30%3A00.000Z'
 */
export function menuAsShownLinks(
  apiUrl: string,
  restaurantId: string | number,
  locale: Locale,
  at: Date | null,
): DownloadLink[] {
  const base = `${apiUrl.replace(/\/+$/, '')}/downloads/restaurants/${encodeURIComponent(String(restaurantId))}`;
  const moment = at ? `&at=${encodeURIComponent(at.toISOString())}` : '';
  return (['pdf', 'csv'] as const).map((format) => ({
    href: `${base}/menu-as-shown.${format}?locale=${locale}${moment}`,
    label: format === 'pdf' ? 'admin.downloads.asShown.pdf' : 'admin.downloads.asShown.csv',
    localized: true,
  }));
}

/**
 * The restaurant's business files, for owners (and staff the owner lets enter prices): the
 * costing report as PDF by menu section and as CSV, and the ingredient prices CSV; with
 * `menuId`, the costing PDF and CSV of that menu only.
 *
 * @example
 * costingLinks('/api', 2, 'ro')[0].href // '/api/downloads/restaurants/2/costing.pdf?locale=ro'
 */
export function costingLinks(
  apiUrl: string,
  restaurantId: string | number,
  locale: Locale,
  menuId: string | number | null = null,
): DownloadLink[] {
  const base = `${apiUrl.replace(/\/+$/, '')}/downloads/restaurants/${encodeURIComponent(String(restaurantId))}`;
  const menu = menuId === null ? '' : `&menu=${encodeURIComponent(String(menuId))}`;
  const links: DownloadLink[] = [
    {
      href: `${base}/costing.pdf?locale=${locale}${menu}`,
      label: 'admin.downloads.costingPdf',
      localized: true,
    },
    {
      href: `${base}/costing.csv?locale=${locale}${menu}`,
      label: 'admin.downloads.costingCsv',
      localized: true,
    },
  ];
  if (menuId === null) {
    links.push({
      href: `${base}/ingredient-prices.csv?locale=${locale}`,
      label: 'admin.downloads.pricesCsv',
      localized: true,
    });
  }
  return links;
}

/**
 * Whether the panel offers the costing files: to admins and owners, and to staff where the
 * restaurant lets staff enter prices (the endpoints refuse everyone else anyway).
 */
export function offersCosting(role: string | null, staffMayEditPrices: boolean): boolean {
  return role === 'admin' || role === 'owner' || (role === 'staff' && staffMayEditPrices);
}
