/**
 * Recipe computations per second for a 30-line dish whose sub-recipes nest three levels deep.
 * Prints figures only; no threshold (speed targets are read here, not asserted in tests).
 * Run: npm run bench
 */

import { ALLERGEN_CODES } from '@nutrimenu/core/allergens';
import {
  computeRecipe,
  type Ingredient,
  type Recipe,
  type RecipeLine,
} from '@nutrimenu/core/recipe';

// A fixed pseudo-random sequence, so every run computes the same dish.
let seed = 42;
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}

function ingredient(index: number): Ingredient {
  const fat = random() * 30;
  const carbohydrate = random() * 60;
  return {
    kind: 'ingredient',
    id: `ingredient-${index}`,
    name: { ro: `ingredient ${index}`, en: `ingredient ${index}` },
    nutrients: {
      fat,
      saturates: fat * random() * 0.5,
      carbohydrate,
      sugars: carbohydrate * random() * 0.3,
      fibre: random() * 8,
      protein: random() * 25,
      salt: random() * 2,
    },
    allergens: random() < 0.3 ? [ALLERGEN_CODES[index % ALLERGEN_CODES.length] ?? 'milk'] : [],
    traces: random() < 0.2 ? ['nuts'] : [],
    ...(random() < 0.1
      ? { additives: [{ eNumber: 'E330', functionalClass: 'acids' as const }] }
      : {}),
    vegetarian: random() < 0.8,
    density: 1,
    unitWeight: 50,
    fruitVegLegumes: random() < 0.4,
  };
}

const pool = Array.from({ length: 60 }, (_, index) => ingredient(index));
let next = 0;
function ingredientLines(count: number): RecipeLine[] {
  return Array.from({ length: count }, (_, index) => {
    const item = pool[next++ % pool.length] as Ingredient;
    const unit = (['g', 'ml', 'pcs'] as const)[index % 3] ?? 'g';
    return { item, quantity: unit === 'pcs' ? 2 : 10 + random() * 200, unit };
  });
}

function subRecipe(id: string, lines: RecipeLine[]): Recipe {
  return {
    kind: 'recipe',
    id,
    name: { ro: id, en: id },
    lines,
    portions: 4,
    cookingYield: { kind: 'ratio', ratio: 0.9 },
  };
}

// Level 3 inside level 2 inside level 1 inside the dish: three levels of sub-recipes.
const level3 = subRecipe('level-3', ingredientLines(6));
const level2 = subRecipe('level-2', [
  ...ingredientLines(6),
  { item: level3, quantity: 120, unit: 'g' },
]);
const level1 = subRecipe('level-1', [
  ...ingredientLines(6),
  { item: level2, quantity: 150, unit: 'g' },
]);
const dish: Recipe = {
  kind: 'recipe',
  id: 'dish',
  name: { ro: 'preparat', en: 'dish' },
  lines: [
    ...ingredientLines(28),
    { item: level1, quantity: 200, unit: 'g' },
    { item: level2, quantity: 80, unit: 'g' },
  ],
  portions: 6,
  cookingYield: { kind: 'servedWeight', grams: 3000 },
  nutriScoreCategory: 'general',
};

function run(seconds: number): { runs: number; elapsedMs: number; samples: number[] } {
  const samples: number[] = [];
  const start = performance.now();
  let runs = 0;
  while (performance.now() - start < seconds * 1000) {
    const t0 = performance.now();
    computeRecipe(dish);
    samples.push(performance.now() - t0);
    runs++;
  }
  return { runs, elapsedMs: performance.now() - start, samples };
}

run(1); // warm-up: let the JIT settle
const { runs, elapsedMs, samples } = run(Number(process.env.BENCH_SECONDS ?? 3));
samples.sort((a, b) => a - b);
const quantile = (q: number) =>
  samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
const result = computeRecipe(dish);

console.log('recipe computation: 30-line dish, sub-recipes three levels deep');
console.log(
  `  lines in the dish: ${dish.lines.length}; ingredient entries listed: ${result.ingredients.length}`,
);
console.log(`  computations/s: ${Math.round((runs / elapsedMs) * 1000)}`);
console.log(
  `  per computation: median ${(quantile(0.5) * 1000).toFixed(1)} µs, p99 ${(quantile(0.99) * 1000).toFixed(1)} µs`,
);
console.log(`  node ${process.version}, ${runs} runs in ${(elapsedMs / 1000).toFixed(1)} s`);
