import { LOCALES } from '@nutrimenu/core/locale';
import { expect, test } from 'vitest';
import { demoBistro, demoExpired, demoPrivate } from './data';
import { dishKindOf } from './dishIllustration';
import { DISH_ILLUSTRATION_ALT } from './dishIllustrationAlt';

// Every drawing the demo seed uploads: the pictured dishes of every demo restaurant.
const drawnKinds = new Set(
  [demoBistro, demoExpired, demoPrivate]
    .flatMap((restaurant) => restaurant.recipes)
    .filter((recipe) => recipe.onMenu && recipe.category !== 'other')
    .map(dishKindOf),
);

test('every drawing the demo uploads has its alternative text in all 7 locales', () => {
  expect(drawnKinds.size).toBeGreaterThan(10);
  for (const kind of drawnKinds) {
    expect(Object.keys(DISH_ILLUSTRATION_ALT[kind] ?? {}).sort(), kind).toEqual(
      [...LOCALES].sort(),
    );
  }
});

test.each(LOCALES)('the %s texts follow the rules of dishIllustrationAlt.ts', (locale) => {
  const texts = Object.values(DISH_ILLUSTRATION_ALT).map((byLocale) => byLocale[locale]);
  // The same opening word in every text of a locale: it says the picture is a drawing.
  const opening = texts[0]?.split(/[\s:]/)[0] ?? '';
  for (const text of texts) {
    expect(text.trim(), text).toBe(text);
    expect(text.length, text).toBeGreaterThan(opening.length + 5);
    expect(text.length, text).toBeLessThanOrEqual(80);
    expect(text, text).not.toMatch(/\.$/);
    expect(text.startsWith(opening), text).toBe(true);
  }
  // Each drawing is told apart from the others.
  expect(new Set(texts).size).toBe(texts.length);
  // Translated, not the English copied.
  if (locale !== 'en') {
    const english = Object.values(DISH_ILLUSTRATION_ALT).map((byLocale) => byLocale.en);
    expect(texts.filter((text, index) => text === english[index])).toEqual([]);
  }
});
