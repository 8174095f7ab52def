import { allergenName } from '@nutrimenu/core/allergens';
import type { NutritionTable, NutritionTableRow, PublicDish } from '@nutrimenu/core/contract';
import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { DECLARATION_ORDER, type DeclarationLine } from '@nutrimenu/core/nutrition';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { dishBySlug, fetchPublicMenu } from './helpers/cmsApi';
import { openPage, pageText } from './helpers/openPage';
import { translatorFor } from './helpers/translatorFor';

const stack = inject('stack');
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext();
});

afterAll(async () => {
  await browser?.close();
});

/** A declared figure ('7.4') written with the locale's decimal separator ('7,4' in ro and de). */
function localised(display: string, locale: Locale): string {
  const separator =
    new Intl.NumberFormat(LOCALE_TAGS[locale]).formatToParts(1.5).find((p) => p.type === 'decimal')
      ?.value ?? '.';
  return display.replace('.', separator);
}

/** What a cell of the nutrition table must say for `line` of `table`. */
function expectedCell(table: NutritionTable, line: DeclarationLine, locale: Locale, t: Translate) {
  const amount = (row: NutritionTableRow, unit: string) => {
    if (row.status === 'unknown') return t('nutrition.valueUnknown');
    const value = `${localised(row.display, locale)}${unit}`;
    return row.status === 'lowerBound' ? t('nutrition.atLeast', { value }) : value;
  };
  if (line !== 'energy') return amount(table[line], ' g');
  const { energyKj, energyKcal } = table;
  if (energyKj.status === 'unknown' || energyKcal.status === 'unknown') {
    return t('nutrition.valueUnknown');
  }
  return t('nutrition.energyValue', {
    kj: localised(energyKj.display, locale),
    kcal: localised(energyKcal.display, locale),
  });
}

/** The rows of the page's tables as their cells' texts, whitespace collapsed. */
async function tableRows(page: Page): Promise<string[][]> {
  return page
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td')).map((cell) =>
          (cell.textContent ?? '').replace(/\s+/g, ' ').trim(),
        ),
      ),
    );
}

const lower = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

// A soup, a salad three recipe levels deep (salad → dressing → mayonnaise) with traces, a dessert
// with additives and traces, and a drink.
const CASES: { slug: string; locale: Locale }[] = [
  { slug: 'ciorba-de-burta', locale: 'ro' },
  { slug: 'ciorba-de-burta', locale: 'en' },
  { slug: 'salata-caesar', locale: 'en' },
  { slug: 'cupa-de-inghetata', locale: 'de' },
  { slug: 'cola', locale: 'ro' },
];

describe.each(CASES)('the $locale page of $slug', ({ slug, locale }) => {
  let dish: PublicDish;
  let t: Translate;
  let page: Page;
  let problems: string[];
  let text: string;

  beforeAll(async () => {
    dish = dishBySlug(await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale }), slug);
    t = await translatorFor(locale);
    ({ page, problems } = await openPage(
      context,
      `${stack.storefrontUrl}/${locale}/restaurant/demo-bistro/recipes/${slug}`,
    ));
    text = await pageText(page);
  });

  afterAll(async () => {
    await page?.close();
  });

  test('shows the nutrition table of the CMS per 100 g (or ml) and per portion, in the EU order', async () => {
    const nutrition = dish.nutrition;
    if (!nutrition) throw new Error(`${slug} has no nutrition in the demo`);
    const rows = await tableRows(page);
    const labels = DECLARATION_ORDER.map((line) => t(`nutrition.line.${line}`));
    // The declaration's rows appear in Annex XV order.
    const order = rows.map((cells) => labels.indexOf(cells[0] ?? '')).filter((i) => i >= 0);
    expect(order).toEqual(DECLARATION_ORDER.map((_line, index) => index));
    for (const line of DECLARATION_ORDER) {
      const cells = rows.find((row) => row[0] === t(`nutrition.line.${line}`)) ?? [];
      expect(cells, line).toContain(expectedCell(nutrition.per100, line, locale, t));
      expect(cells, line).toContain(expectedCell(nutrition.perPortion, line, locale, t));
      const ri =
        line === 'energy' ? nutrition.perPortion.energyKcal.ri : nutrition.perPortion[line].ri;
      if (ri !== null) expect(cells.join(' '), line).toContain(`${ri}%`);
    }
    // A drink is declared per 100 ml and served in ml (Reg. 1169/2011 art. 32(2)).
    if (nutrition.basis === 'ml') {
      expect(text).toContain(t('nutrition.per100ml'));
      expect(text).toContain(
        t('nutrition.perPortionMl', {
          millilitres: localised(String(Math.round(nutrition.portion.millilitres ?? 0)), locale),
        }),
      );
    } else {
      expect(text).toContain(t('nutrition.per100g'));
      expect(text).toContain(
        t('nutrition.perPortion', {
          grams: localised(String(Math.round(nutrition.portion.net)), locale),
        }),
      );
    }
    expect(text).toContain(t('nutrition.referenceIntake'));
  });

  test('shows the ingredient list of the CMS with its quantities, allergens, traces and additives', () => {
    const ingredients = dish.ingredients.parts.map((part) => part.text).join('');
    expect(ingredients.length).toBeGreaterThan(10);
    // Case-insensitive: the page may emphasise allergens by capitals or by weight.
    expect(lower(text)).toContain(lower(ingredients));
    for (const code of dish.allergens.contains) expect(text).toContain(allergenName(code, locale));
    for (const code of dish.traces) expect(text).toContain(allergenName(code, locale));
    for (const additive of dish.additives) expect(text).toContain(additive.label);
  });

  test('hydrates without a console problem', () => {
    expect(problems).toEqual([]);
  });
});
