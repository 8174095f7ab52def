import { createTranslator, en } from '@nutrimenu/core/messages';
import { ro } from '@nutrimenu/core/messages/ro';
import { describe, expect, test } from 'vitest';
import { graphDocs } from './__fixtures__/docs';
import { computeLiveNutrition } from './computeLiveNutrition';
import { liveNutritionView } from './liveNutritionView';
import { storedResultView } from './storedResultView';

const tEn = createTranslator('en', en);
const tRo = createTranslator('ro', ro, en);

function computed() {
  const outcome = computeLiveNutrition(
    {
      name: 'plăcintă',
      portions: 2,
      lines: [
        { kind: 'recipe', recipe: 10, quantity: 200, unit: 'g' },
        { kind: 'ingredient', ingredient: 3, quantity: 10, unit: 'g' },
      ],
    },
    undefined,
    graphDocs(),
  );
  if (outcome.status !== 'computed') throw outcome.error;
  return outcome;
}

describe('storedResultView', () => {
  const { result, graph } = computed();

  test('shows the stored figures as the live panel shows the same result', () => {
    const stored = storedResultView(result, null, 'en', tEn);
    const live = liveNutritionView(result, graph, 'en', tEn);
    if (stored.status !== 'computed') throw new Error(stored.status);
    expect(stored.rows).toEqual(live.rows);
    expect(stored.per100gHeading).toBe(live.per100gHeading);
    expect(stored.perPortionHeading).toBe(live.perPortionHeading);
    // Allergens as the public menu words an undeclared ingredient, not the live panel's naming of it.
    expect(stored.facts.map((fact) => fact.text)).toEqual([
      `Cereals containing gluten, Milk (including lactose); ${en['allergens.unknown']}`,
      live.traces.text,
      live.additives.text,
    ]);
  });

  test('says a recipe was never computed, or failed, in the admin language', () => {
    expect(storedResultView(null, null, 'ro', tRo)).toEqual({
      status: 'none',
      text: ro['admin.recipe.computed.none'],
    });
    expect(storedResultView(result, { code: 'cycle' }, 'ro', tRo)).toEqual({
      status: 'failed',
      text: ro['admin.recipe.computed.failed'],
    });
  });
});
