import { describe, expect, test } from 'vitest';
import { formatAdditive } from '../additives/formatAdditive';
import { ingredientListText } from '../recipe/formatIngredientList';
import type { NutrientAmount, NutritionFacts } from '../recipe/types';
import example from './__fixtures__/publicMenu.example.json';
import { type NutritionTable, toNutritionTable } from './nutritionTable';
import { NUTRITION_TABLE_KEYS } from './nutritionTableKeys';
import { type PublicDish, type PublicMenu, publicDishSchema, publicMenuSchema } from './publicMenu';

const fixture = publicMenuSchema.parse(example);

// A fresh deep copy per row, so one row's damage cannot leak into the next.
const copy = (): PublicMenu => structuredClone(fixture);

function dishes(document: PublicMenu): PublicDish[] {
  return document.menu?.sections.flatMap((section) => section.dishes) ?? [];
}

function firstDish(document: PublicMenu): PublicDish {
  const dish = dishes(document)[0];
  if (!dish) throw new Error('the fixture has no dish');
  return dish;
}

const closed = (state: 'no-subscription' | 'no-public-menu'): PublicMenu => ({
  ...copy(),
  state,
  menu: null,
});

describe('publicMenuSchema accepts', () => {
  test.each<{ label: string; document: unknown }>([
    { label: 'the example document', document: example },
    { label: 'a restaurant without an active subscription', document: closed('no-subscription') },
    {
      label: 'a restaurant without a public menu and an empty switcher',
      document: { ...closed('no-public-menu'), menus: [] },
    },
    {
      label: 'a restaurant card without optional fields and links',
      document: (() => {
        const document = copy();
        const { address: _a, phone: _p, logo: _l, cover: _c, ...restaurant } = document.restaurant;
        return { ...document, restaurant: { ...restaurant, links: {} } };
      })(),
    },
    {
      label: 'a dish without a price, nutrition or Nutri-Score',
      document: (() => {
        const document = copy();
        Object.assign(firstDish(document), { price: null, nutrition: null, nutriScore: null });
        return document;
      })(),
    },
    {
      label: 'a dish whose description only is shown in a fallback locale',
      document: (() => {
        const document = copy();
        firstDish(document).descriptionFallbackLocale = 'ro';
        return { ...document, locale: 'de' };
      })(),
    },
    {
      label: 'a generation time with an offset',
      document: { ...copy(), generatedAt: '2025-03-14T11:30:00+02:00' },
    },
  ])('$label', ({ document }) => {
    const result = publicMenuSchema.safeParse(document);
    expect(result.error?.issues ?? []).toEqual([]);
  });
});

type Broken = { label: string; document: () => unknown; path: PropertyKey[] };

const broken = (mutate: (document: PublicMenu) => void) => () => {
  const document = copy();
  mutate(document);
  return document;
};

const withDish = (mutate: (dish: Record<string, unknown>) => void) =>
  broken((document) => mutate(firstDish(document) as unknown as Record<string, unknown>));

const DISH = ['menu', 'sections', 0, 'dishes', 0];

describe('publicMenuSchema refuses', () => {
  test.each<Broken>([
    {
      label: "state 'ok' without a menu",
      document: () => ({ ...copy(), menu: null }),
      path: ['menu'],
    },
    {
      label: "a menu with state 'no-subscription'",
      document: () => ({ ...copy(), state: 'no-subscription' }),
      path: ['menu'],
    },
    {
      label: "a menu with state 'no-public-menu'",
      document: () => ({ ...copy(), state: 'no-public-menu' }),
      path: ['menu'],
    },
    {
      label: 'an unknown state',
      document: () => ({ ...copy(), state: 'closed' }),
      path: ['state'],
    },
    {
      label: 'a missing menu field',
      document: () => ({ ...copy(), menu: undefined }),
      path: ['menu'],
    },
    {
      label: 'an unsupported locale',
      document: () => ({ ...copy(), locale: 'pl' }),
      path: ['locale'],
    },
    {
      label: 'a locale tag instead of a code',
      document: () => ({ ...copy(), locale: 'ro-RO' }),
      path: ['locale'],
    },
    {
      label: 'an unsupported offered locale',
      document: broken((document) => {
        (document.restaurant.locales as string[]).push('pl');
      }),
      path: ['restaurant', 'locales', 3],
    },
    {
      label: 'no offered locale',
      document: broken((document) => {
        document.restaurant.locales = [];
      }),
      path: ['restaurant', 'locales'],
    },
    {
      label: 'a default locale that is not offered',
      document: broken((document) => {
        document.restaurant.defaultLocale = 'de';
      }),
      path: ['restaurant', 'defaultLocale'],
    },
    {
      label: 'an offered locale listed twice',
      document: broken((document) => {
        document.restaurant.locales = ['ro', 'en', 'ro'];
      }),
      path: ['restaurant', 'locales', 2],
    },
    {
      label: 'a javascript: link',
      document: broken((document) => {
        document.restaurant.links.facebook = 'javascript:alert(1)';
      }),
      path: ['restaurant', 'links', 'facebook'],
    },
    {
      label: 'a link without a scheme',
      document: broken((document) => {
        document.restaurant.links.website = 'www.bistrosomes.ro';
      }),
      path: ['restaurant', 'links', 'website'],
    },
    {
      label: 'an unknown link kind',
      document: broken((document) => {
        Object.assign(document.restaurant.links, { tiktok: 'https://tiktok.com/@x' });
      }),
      path: ['restaurant', 'links'],
    },
    {
      label: 'a protocol-relative logo',
      document: broken((document) => {
        if (document.restaurant.logo) document.restaurant.logo.url = '//cdn.example/logo.png';
      }),
      path: ['restaurant', 'logo', 'url'],
    },
    {
      label: 'a lower-case currency',
      document: broken((document) => {
        document.restaurant.currency = 'ron';
      }),
      path: ['restaurant', 'currency'],
    },
    {
      label: 'a restaurant slug with a diacritic',
      document: broken((document) => {
        document.restaurant.slug = 'bistro-someș';
      }),
      path: ['restaurant', 'slug'],
    },
    {
      label: 'a version with a quote, unusable as an ETag',
      document: () => ({ ...copy(), version: 'm12"ro' }),
      path: ['version'],
    },
    { label: 'an empty version', document: () => ({ ...copy(), version: '' }), path: ['version'] },
    {
      label: 'a generation time that is not ISO 8601',
      document: () => ({ ...copy(), generatedAt: 'Fri, 14 Mar 2025 09:30:00 GMT' }),
      path: ['generatedAt'],
    },
    {
      label: 'a missing content change time',
      document: () => {
        const { updatedAt: _, ...rest } = copy();
        return rest;
      },
      path: ['updatedAt'],
    },
    {
      label: 'a menu missing from the switcher',
      document: broken((document) => {
        document.menus = document.menus.filter((option) => option.slug !== 'meniu');
      }),
      path: ['menu', 'slug'],
    },
    {
      label: 'two default menus',
      document: broken((document) => {
        for (const option of document.menus) option.isDefault = true;
      }),
      path: ['menus', 1, 'isDefault'],
    },
    {
      label: 'a menu slug listed twice in the switcher',
      document: broken((document) => {
        document.menus.push({ slug: 'meniu', name: 'Meniu (copie)', isDefault: false });
      }),
      path: ['menus', 2, 'slug'],
    },
    {
      label: 'two sections with one id',
      document: broken((document) => {
        const [first, second] = document.menu?.sections ?? [];
        if (first && second) second.id = first.id;
      }),
      path: ['menu', 'sections', 1, 'id'],
    },
    {
      label: 'an unknown allergen code',
      document: withDish((dish) => {
        (dish.allergens as { contains: string[] }).contains.push('lactose');
      }),
      path: [...DISH, 'allergens', 'contains', 4],
    },
    {
      label: 'an allergen listed twice',
      document: withDish((dish) => {
        (dish.allergens as { contains: string[] }).contains.push('milk');
      }),
      path: [...DISH, 'allergens', 'contains', 4],
    },
    {
      label: 'an unknown trace code',
      document: withDish((dish) => {
        dish.traces = ['Gluten'];
      }),
      path: [...DISH, 'traces', 0],
    },
    {
      label: 'an unknown allergen on an ingredient part',
      document: withDish((dish) => {
        (dish.ingredients as { parts: { text: string; allergens?: string[] }[] }).parts[1] = {
          text: 'smântână 20%',
          allergens: ['dairy'],
        };
      }),
      path: [...DISH, 'ingredients', 'parts', 1, 'allergens', 0],
    },
    {
      label: 'an ingredient part with an empty allergen list',
      document: withDish((dish) => {
        (dish.ingredients as { parts: { text: string; allergens?: string[] }[] }).parts[1] = {
          text: 'smântână 20%',
          allergens: [],
        };
      }),
      path: [...DISH, 'ingredients', 'parts', 1, 'allergens'],
    },
    {
      label: 'a negative price',
      document: withDish((dish) => {
        dish.price = -28;
      }),
      path: [...DISH, 'price'],
    },
    {
      label: 'a price as text',
      document: withDish((dish) => {
        dish.price = '28,00';
      }),
      path: [...DISH, 'price'],
    },
    {
      label: 'an unknown category',
      document: withDish((dish) => {
        dish.category = 'all';
      }),
      path: [...DISH, 'category'],
    },
    {
      label: 'an unknown tag',
      document: withDish((dish) => {
        dish.tags = ['spicy'];
      }),
      path: [...DISH, 'tags', 0],
    },
    {
      label: 'a non-canonical E-number',
      document: withDish((dish) => {
        dish.additives = [
          { eNumber: 'e 330', functionalClass: 'acids', label: 'acidifiant: E330' },
        ];
      }),
      path: [...DISH, 'additives', 0, 'eNumber'],
    },
    {
      label: 'an unknown additive class',
      document: withDish((dish) => {
        dish.additives = [{ eNumber: 'E330', functionalClass: 'acid', label: 'acidifiant: E330' }];
      }),
      path: [...DISH, 'additives', 0, 'functionalClass'],
    },
    {
      label: 'a Nutri-Score grade in lower case',
      document: withDish((dish) => {
        dish.nutriScore = { grade: 'c', score: 3 };
      }),
      path: [...DISH, 'nutriScore', 'grade'],
    },
    {
      label: 'a nutrition basis of kg',
      document: withDish((dish) => {
        (dish.nutrition as { basis: string }).basis = 'kg';
      }),
      path: [...DISH, 'nutrition', 'basis'],
    },
    {
      label: 'a zero portion weight',
      document: withDish((dish) => {
        (dish.nutrition as { portion: { net: number } }).portion.net = 0;
      }),
      path: [...DISH, 'nutrition', 'portion', 'net'],
    },
    {
      label: 'a drink per 100 ml without its portion in ml',
      document: withDish((dish) => {
        const nutrition = dish.nutrition as { basis: string; portion: object };
        nutrition.basis = 'ml';
        nutrition.portion = { net: 250, gross: 250 };
      }),
      path: [...DISH, 'nutrition', 'portion', 'millilitres'],
    },
    {
      label: 'an unknown nutrient row with a figure',
      document: withDish((dish) => {
        const table = (dish.nutrition as { per100: Record<string, unknown> }).per100;
        table.fat = { status: 'unknown', value: 3.9, display: null, ri: null };
      }),
      path: [...DISH, 'nutrition', 'per100', 'fat', 'value'],
    },
    {
      label: 'an unsupported fallback locale',
      document: withDish((dish) => {
        dish.nameFallbackLocale = 'pl';
      }),
      path: [...DISH, 'nameFallbackLocale'],
    },
    {
      label: 'a dish image that is a data: URL',
      document: withDish((dish) => {
        (dish.image as { url: string }).url = 'data:image/webp;base64,AAAA';
      }),
      path: [...DISH, 'image', 'url'],
    },
    {
      label: 'an optional field set to undefined instead of left out',
      document: withDish((dish) => {
        dish.description = undefined;
      }),
      path: [...DISH, 'description'],
    },
    {
      label: 'an extra field on a dish',
      document: withDish((dish) => {
        dish.calories = 240;
      }),
      path: DISH,
    },
    {
      label: 'an extra field on the document',
      document: () => ({ ...copy(), etag: 'x' }),
      path: [],
    },
  ])('$label, at its path', ({ document, path }) => {
    const issues = publicMenuSchema.safeParse(document()).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([path]);
  });

  test('names the unexpected key of an extra field', () => {
    const issues = publicMenuSchema.safeParse({ ...copy(), etag: 'x' }).error?.issues ?? [];
    expect(issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['etag'] });
  });
});

describe('the example document', () => {
  const all = dishes(fixture);

  test('has two sections and four dishes', () => {
    expect(fixture.menu?.sections.map((section) => section.dishes.length)).toEqual([2, 2]);
  });

  test.each([
    {
      label: 'a drink measured per 100 ml',
      find: (d: PublicDish) => d.category === 'drinks' && d.nutrition?.basis === 'ml',
    },
    { label: 'a frozen dish', find: (d: PublicDish) => d.frozen },
    { label: 'a dish with undeclared allergens', find: (d: PublicDish) => !d.allergens.complete },
    {
      label: 'an unknown nutrient row',
      find: (d: PublicDish) => d.nutrition?.per100.fibre.status === 'unknown',
    },
    {
      label: 'a lower-bound nutrient row',
      find: (d: PublicDish) => d.nutrition?.per100.energyKcal.status === 'lowerBound',
    },
    { label: 'a dish without a Nutri-Score', find: (d: PublicDish) => d.nutriScore === null },
    { label: 'a dish without an image', find: (d: PublicDish) => d.image === undefined },
    { label: 'a dish with additives', find: (d: PublicDish) => d.additives.length > 0 },
    { label: 'a dish with traces', find: (d: PublicDish) => d.traces.length > 0 },
  ])('contains $label for consumers to render', ({ find }) => {
    expect(all.some(find)).toBe(true);
  });

  test.each(all.map((dish) => ({ name: dish.name, dish })))(
    'renders the additive labels of $name with formatAdditive',
    ({ dish }) => {
      for (const additive of dish.additives) {
        expect(additive.label).toBe(formatAdditive(additive, fixture.locale));
      }
    },
  );

  test.each(all.map((dish) => ({ name: dish.name, dish })))(
    'gives the ingredient text of $name as the parts with allergens in capitals',
    ({ dish }) => {
      expect(dish.ingredients.text).toBe(ingredientListText(dish.ingredients.parts));
    },
  );

  const tableOf = (table: NutritionTable) => {
    const facts = {} as NutritionFacts;
    for (const key of NUTRITION_TABLE_KEYS) {
      const row = table[key];
      facts[key] = (
        row.status === 'unknown' ? row : { status: row.status, value: row.value }
      ) as NutrientAmount;
    }
    return toNutritionTable({ ...facts, sodium: { status: 'unknown' } });
  };

  test.each(all.map((dish) => ({ name: dish.name, dish })))(
    'declares the figures of $name as toNutritionTable does',
    ({ dish }) => {
      if (!dish.nutrition) return;
      expect(dish.nutrition.per100).toEqual(tableOf(dish.nutrition.per100));
      expect(dish.nutrition.perPortion).toEqual(tableOf(dish.nutrition.perPortion));
    },
  );

  test('parses to itself, so the schema transforms nothing', () => {
    expect(fixture).toEqual(example);
  });

  test('holds dishes the dish schema accepts on their own', () => {
    for (const dish of all) expect(publicDishSchema.safeParse(dish).success).toBe(true);
  });
});
