import type { Locale } from '@nutrimenu/core/locale';
import type { SheetContent } from '../../../downloads/technicalSheet/sheetContent';
import type { RecipeAllLocales } from '../../../readModel/documents';

/**
 * What a recipe's technical sheet says beyond its figures, in `locale` (`fallbackLocales` filling
 * gaps). The recipe has no fields for it yet: every sheet is unnumbered, version 1, never
 * approved, with no method, critical points, holding, storage or sensory text, and the sheet
 * leaves those sections out.
 */
export function sheetContentOf(
  _recipe: RecipeAllLocales,
  _locale: Locale,
  _fallbackLocales: readonly Locale[],
): SheetContent {
  return {
    sheetNumber: null,
    version: 1,
    method: [],
    criticalPoints: [],
    holding: { temperatureC: null, maxMinutes: null, conditions: '' },
    storage: { temperatureC: null, shelfLifeHours: null, conditions: '' },
    sensory: { appearance: '', colour: '', smell: '', taste: '', texture: '' },
    approval: { state: 'none' },
  };
}
