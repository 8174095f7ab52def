import type { Locale } from '@nutrimenu/core/locale';
import { sheetContentOf } from '../../../collections/Recipes/technicalSheet/sheetContentOf';
import { findAllLocales } from '../../../utilities/findAllLocales';
import type { SignedInRequest } from '../../../utilities/signedInEndpoint';
import type { SheetOutcome } from '../../technicalSheet/sheetOutcome';

/**
 * The sheet numbers of the sub-recipes the given sheets' lines name, by recipe id, in one read
 * with the signed-in user's access: the published versions, the ones the lines count.
 */
export async function loadSubSheetNumbers(
  req: SignedInRequest,
  sheets: readonly SheetOutcome[],
  locale: Locale,
  defaultLocale: Locale,
): Promise<Map<string, number | null>> {
  const ids = new Set<string>();
  for (const sheet of sheets) {
    if ('reason' in sheet) continue;
    for (const line of sheet.lines) if (line.kind === 'recipe') ids.add(line.id);
  }
  const numbers = new Map<string, number | null>();
  if (ids.size === 0) return numbers;
  const { locale: reqLocale, fallbackLocale } = req;
  try {
    const { docs } = await findAllLocales(req.payload, {
      collection: 'recipes',
      where: { id: { in: [...ids] } },
      draft: false,
      depth: 0,
      pagination: false,
      req,
      overrideAccess: false,
    });
    for (const doc of docs) {
      numbers.set(String(doc.id), sheetContentOf(doc, locale, [defaultLocale]).sheetNumber);
    }
  } finally {
    req.locale = reqLocale;
    req.fallbackLocale = fallbackLocale;
  }
  return numbers;
}
