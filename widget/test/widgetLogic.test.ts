import menu from '@nutrimenu/core/contract/__fixtures__/publicMenu.example.json' with {
  type: 'json',
};
import { de } from '@nutrimenu/core/messages/de';
import { en } from '@nutrimenu/core/messages/en';
import { es } from '@nutrimenu/core/messages/es';
import { fr } from '@nutrimenu/core/messages/fr';
import { hu } from '@nutrimenu/core/messages/hu';
import { it as itCatalog } from '@nutrimenu/core/messages/it';
import { ro } from '@nutrimenu/core/messages/ro';
import { describe, expect, it } from 'vitest';
import { readMenu } from '../src/readMenu';
import { resolveLocale } from '../src/resolveLocale';
import { DEFAULT_WIDGET_FILTER, widgetDishMatches } from '../src/widgetFilter';

const dish = { category: 'food', contains: ['milk'], complete: true, traces: ['nuts'] };

describe('widgetDishMatches (the storefront dishMatchesFilter rules)', () => {
  it('hides a dish containing an excluded allergen', () => {
    expect(widgetDishMatches(dish, { ...DEFAULT_WIDGET_FILTER, exclude: ['milk'] })).toBe(false);
    expect(widgetDishMatches(dish, { ...DEFAULT_WIDGET_FILTER, exclude: ['eggs'] })).toBe(true);
  });

  it('hides a trace unless traces are allowed', () => {
    const filter = { ...DEFAULT_WIDGET_FILTER, exclude: ['nuts'] };
    expect(widgetDishMatches(dish, filter)).toBe(false);
    expect(widgetDishMatches(dish, { ...filter, allowTraces: true })).toBe(true);
  });

  it('never shows an incompletely declared dish as safe', () => {
    const incomplete = { ...dish, contains: [], complete: false };
    expect(widgetDishMatches(incomplete, DEFAULT_WIDGET_FILTER)).toBe(true);
    expect(widgetDishMatches(incomplete, { ...DEFAULT_WIDGET_FILTER, exclude: ['eggs'] })).toBe(
      false,
    );
  });

  it('filters by category', () => {
    expect(widgetDishMatches(dish, { ...DEFAULT_WIDGET_FILTER, category: 'drinks' })).toBe(false);
    expect(widgetDishMatches(dish, { ...DEFAULT_WIDGET_FILTER, category: 'food' })).toBe(true);
  });
});

describe('resolveLocale', () => {
  it('prefers the attribute, then the page lang, then the browser, then ro', () => {
    expect(resolveLocale('de', 'hu-HU', ['fr'])).toBe('de');
    expect(resolveLocale('pl', 'hu-HU', ['fr'])).toBe('hu');
    expect(resolveLocale(null, null, ['pl-PL', 'it-IT'])).toBe('it');
    expect(resolveLocale(null, 'pl', [])).toBe('ro');
  });
});

describe('readMenu', () => {
  it('reads the contract fixture', () => {
    const read = readMenu(menu);
    expect(read?.restaurant).toEqual({
      slug: 'bistro-somes',
      name: 'Bistro Someș',
      currency: 'RON',
    });
    expect(read?.sections.flatMap((section) => section.dishes.map((d) => d.complete))).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it('reads a drink’s portion in ml and a dish’s in g', () => {
    const dishes = readMenu(menu)?.sections.flatMap((section) => section.dishes) ?? [];
    const drink = dishes.find((d) => d.slug === 'limonada-cu-menta');
    expect(drink?.nutrition).toMatchObject({ basis: 'ml', portion: 383 });
    const soup = dishes.find((d) => d.slug === 'ciorba-de-burta');
    expect(soup?.nutrition).toMatchObject({ basis: 'g', portion: 404.5 });
  });

  it('skips what it cannot read and never throws', () => {
    expect(readMenu(null)).toBeNull();
    expect(readMenu({ restaurant: { name: 1 }, menu: { sections: [] } })).toBeNull();
    const read = readMenu({
      restaurant: { name: 'R' },
      menu: { sections: [{ dishes: [{ name: 'A', allergens: { complete: 'yes' } }, 7] }] },
    });
    expect(read?.sections[0]?.dishes.map((d) => [d.name, d.complete, d.category])).toEqual([
      ['A', false, ''],
    ]);
  });
});

describe("the nutrition table's energy line", () => {
  // MenuWidget writes "{kj} kJ / {kcal} kcal" itself instead of shipping core's message: this
  // fails as soon as a catalog words it otherwise, and the widget must take the message back.
  it.each(Object.entries({ de, en, es, fr, hu, it: itCatalog, ro }))(
    'matches core in %s',
    (_, catalog) => {
      expect(catalog['nutrition.energyValue']).toBe('{kj} kJ / {kcal} kcal');
    },
  );
});
