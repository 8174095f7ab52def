import type { PublicMenu } from '@nutrimenu/core/contract';
import { publicMenuSchema } from '@nutrimenu/core/contract';
import example from '@nutrimenu/core/contract/__fixtures__/publicMenu.example.json' with {
  type: 'json',
};
import { describe, expect, test } from 'vitest';
import { markUntranslatedDishes } from './markUntranslatedDishes';

const document = (): PublicMenu => publicMenuSchema.parse(example);
const fallbacks = (menu: PublicMenu) =>
  menu.menu?.sections.flatMap((section) => section.dishes.map((dish) => dish.fallbackLocale));

describe('markUntranslatedDishes', () => {
  test('marks every dish with the document locale when another locale was asked for', () => {
    const original = document();
    const marked = markUntranslatedDishes(original, 'de');
    expect(new Set(fallbacks(marked))).toEqual(new Set([original.locale]));
  });

  test('changes nothing when the document is in the asked locale', () => {
    const original = document();
    expect(markUntranslatedDishes(original, original.locale)).toBe(original);
  });

  test('keeps a dish already marked with its own fallback', () => {
    const original = document();
    const first = original.menu?.sections[0]?.dishes[0];
    if (!first) throw new Error('The fixture has no dish');
    first.fallbackLocale = 'en';
    const marked = markUntranslatedDishes(original, 'de');
    expect(marked.menu?.sections[0]?.dishes[0]?.fallbackLocale).toBe('en');
  });

  test('leaves a document without a menu as it is', () => {
    const closed = { ...document(), state: 'no-public-menu' as const, menu: null };
    expect(markUntranslatedDishes(closed, 'de')).toBe(closed);
  });
});
