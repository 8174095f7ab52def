import type { Locale } from '@nutrimenu/core/locale';
import type { SheetContent } from '../../../downloads/technicalSheet/sheetContent';
import type { PerLocale } from '../../../readModel/allLocales';
import type { RecipeAllLocales } from '../../../readModel/documents';
import { approvalState } from './approvalState';

// The first of the locales, in order, whose value the owner filled in.
function pick<V>(
  value: PerLocale<V> | null | undefined,
  locales: readonly Locale[],
  filled: (entry: V) => boolean,
): V | null {
  for (const locale of locales) {
    const entry = value?.[locale];
    if (entry !== null && entry !== undefined && filled(entry)) return entry;
  }
  return null;
}

const hasText = (text: string) => text.trim() !== '';

function text(value: PerLocale<string> | null | undefined, locales: readonly Locale[]): string {
  return pick(value, locales, hasText)?.trim() ?? '';
}

/**
 * What the technical sheet of `recipe` (read with `locale: 'all'`) says beyond its figures, in
 * `locale`: each text from the first of `locale`, then `fallbackLocales`, that has one. The method
 * is taken whole from one locale, since a translation may split the steps differently. The
 * version is 0 until the first publish; the approval is the one stored with the recipe, marked
 * withdrawn when a later publish changed the sheet.
 *
 * @example
 * sheetContentOf(recipe, 'hu', ['ro']).method // the Hungarian steps, else the Romanian ones
 */
export function sheetContentOf(
  recipe: RecipeAllLocales,
  locale: Locale,
  fallbackLocales: readonly Locale[],
): SheetContent {
  const locales = [locale, ...fallbackLocales.filter((fallback) => fallback !== locale)];
  const sheet = recipe.technicalSheet ?? {};
  const version = sheet.version ?? 0;
  const method = pick(sheet.method, locales, (steps) => steps.some((step) => hasText(step.text)));
  return {
    sheetNumber: sheet.number ?? null,
    version,
    method: (method ?? []).map((step) => step.text.trim()).filter(hasText),
    criticalPoints: (sheet.criticalPoints ?? [])
      .map((point) => ({
        text: text(point.text, locales),
        temperatureC: point.temperatureC ?? null,
        minutes: point.minutes ?? null,
      }))
      .filter(
        (point) => point.text !== '' || point.temperatureC !== null || point.minutes !== null,
      ),
    holding: {
      temperatureC: sheet.holding?.temperatureC ?? null,
      maxMinutes: sheet.holding?.maxMinutes ?? null,
      conditions: text(sheet.holding?.conditions, locales),
    },
    storage: {
      temperatureC: sheet.storage?.temperatureC ?? null,
      shelfLifeHours: sheet.storage?.shelfLifeHours ?? null,
      conditions: text(sheet.storage?.conditions, locales),
    },
    sensory: {
      appearance: text(sheet.sensory?.appearance, locales),
      colour: text(sheet.sensory?.colour, locales),
      smell: text(sheet.sensory?.smell, locales),
      taste: text(sheet.sensory?.taste, locales),
      texture: text(sheet.sensory?.texture, locales),
    },
    approval: approvalState(sheet.approval, sheet.version),
  };
}
