import type { Ingredient, Recipe, RecipeLine } from '@nutrimenu/core/recipe';
import type { SheetContent } from '../sheetContent';

const nutrients = { fat: 1, saturates: 0.2, carbohydrate: 10, sugars: 1, protein: 2, salt: 0.1 };

const ingredient = (id: string, ro: string, hu: string, extra: Partial<Ingredient> = {}) =>
  ({ kind: 'ingredient', id, name: { ro, hu }, nutrients, allergens: [], ...extra }) as const;

const pork = ingredient('pork', 'mușchiuleț de porc', 'sertésszűz');
const rice = ingredient('rice', 'orez', 'rizs');
const carrot = ingredient('carrot', 'morcovi', 'sárgarépa');
const egg = ingredient('egg', 'ouă', 'tojás', { unitWeight: 50 });
const milk = ingredient('milk', 'lapte', 'tej', { density: 1.03 });

/** A sauce for 2 portions: 200 g in, 150 g served; one piece of it is a 75 g portion. */
export const sauce: Recipe = {
  kind: 'recipe',
  id: '77',
  name: { ro: 'Sos de smântână', hu: 'Tejfölös mártás' },
  portions: 2,
  cookingYield: { kind: 'servedWeight', grams: 150 },
  lines: [{ item: milk, quantity: 200, unit: 'g' }],
};

/**
 * Pork with rice for 4, worked out by hand: pork 600 g net, 15 % loss → 705.9 g gross; rice
 * 280 g; carrots 200 g net, 20 % → 250 g gross; 2 eggs of 50 g, 12.5 % → 114.3 g gross; 1 piece
 * of sauce 75 g. Net 1255 g, gross 1425.2 g; 10 portions: net 3137.5 g, gross 3563 g.
 */
export const porkWithRice: Recipe = {
  kind: 'recipe',
  id: '12',
  name: { ro: 'Mușchiuleț cu orez', hu: 'Sertésszűz rizzsel' },
  portions: 4,
  cookingYield: { kind: 'ratio', ratio: 0.8 },
  lines: [
    { item: pork, quantity: 600, unit: 'g', coldLossPercent: 15 },
    { item: rice, quantity: 280, unit: 'g' },
    { item: carrot, quantity: 200, unit: 'g', coldLossPercent: 20 },
    { item: egg, quantity: 2, unit: 'pcs', coldLossPercent: 12.5 },
    { item: sauce, quantity: 1, unit: 'pcs' },
  ],
};

/** A recipe of `count` lines, long enough to run its tables over several pages. */
export function longRecipe(count: number): Recipe {
  const lines: RecipeLine[] = Array.from({ length: count }, (_, index) => ({
    item: ingredient(`i${index}`, `ingredient ${index + 1}`, `összetevő ${index + 1}`),
    quantity: 10 + index,
    unit: 'g',
  }));
  return { kind: 'recipe', id: '99', name: { ro: 'Platou mare' }, portions: 10, lines };
}

export const emptyContent: SheetContent = {
  sheetNumber: null,
  version: 1,
  method: [],
  criticalPoints: [],
  holding: { temperatureC: null, maxMinutes: null, conditions: '' },
  storage: { temperatureC: null, shelfLifeHours: null, conditions: '' },
  sensory: { appearance: '', colour: '', smell: '', taste: '', texture: '' },
  approval: { state: 'none' },
};

export const filledContent: SheetContent = {
  sheetNumber: 14,
  version: 3,
  method: [
    'Se curăță mușchiulețul de tendoane și se taie medalioane de 2 cm.',
    'Se fierbe orezul în apă cu sare 18 minute; se ține la cald.',
    'Se rumenesc medalioanele pe grătar, câte 4 minute pe fiecare parte.',
  ],
  criticalPoints: [
    { text: 'Prăjirea cărnii de porc', temperatureC: 75, minutes: 2 },
    { text: 'Răcirea orezului rămas', temperatureC: null, minutes: 90 },
  ],
  holding: { temperatureC: 65, maxMinutes: 120, conditions: 'Bain-marie, acoperit.' },
  storage: {
    temperatureC: 4,
    shelfLifeHours: 48,
    conditions: 'Frigider, în recipiente închise, etichetate cu data.',
  },
  sensory: {
    appearance: 'Medalioane rumenite, orez bob cu bob',
    colour: 'Auriu-brun, orez alb',
    smell: 'De carne friptă',
    taste: 'Plăcut, potrivit de sărat',
    texture: 'Carne fragedă, suculentă',
  },
  approval: { state: 'approved', by: 'Ana Pop', at: '2026-11-20T09:00:00Z', version: 3 },
};
