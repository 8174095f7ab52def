import { describe, expect, test } from 'vitest';
import type { Recipe } from '../../payload-types';
import { groupsOf, rowsOf, storedRecipe } from './__fixtures__/recipeFile';
import { keepColdLosses } from './keepColdLosses';
import type { PlannedLine } from './recipeGroups';

type StoredLine = NonNullable<Recipe['lines']>[number];

const storedLine = (target: Partial<StoredLine>, coldLossPercent: number | null): StoredLine => ({
  kind: 'ingredient',
  quantity: 100,
  unit: 'g',
  coldLossPercent,
  ...target,
});

const planned = (target: Partial<PlannedLine>, coldLossPercent: number | null): PlannedLine => ({
  row: 2,
  kind: 'ingredient',
  ingredient: null,
  recipe: null,
  quantity: 100,
  unit: 'g',
  coldLossPercent,
  ...target,
});

function lossesAfter(stored: StoredLine[] | null, lines: PlannedLine[]) {
  const { groups } = groupsOf(
    rowsOf({ slug: 'dish' }),
    stored ? [storedRecipe(7, 'dish', { lines: stored })] : [],
  );
  const [group] = groups.values();
  if (!group) throw new Error('no recipe');
  group.lines = lines;
  keepColdLosses(group);
  return group.lines.map((line) => line.coldLossPercent);
}

describe('keepColdLosses', () => {
  test('each ingredient or sub-recipe takes the loss of its stored line, in order', () => {
    const stored = [
      storedLine({ ingredient: 42 }, 20),
      storedLine({ ingredient: 43 }, 5),
      storedLine({ ingredient: 42 }, 10),
      storedLine({ kind: 'recipe', recipe: 31 }, 7.5),
    ];
    const lines = [
      planned({ kind: 'recipe', recipe: 31 }, null),
      planned({ ingredient: 42 }, null),
      planned({ ingredient: 42 }, null),
      planned({ ingredient: 42 }, null),
      planned({ ingredient: 44 }, null),
    ];
    expect(lossesAfter(stored, lines)).toEqual([7.5, 20, 10, null, null]);
  });

  test('a loss read from the file is kept as read', () => {
    expect(
      lossesAfter([storedLine({ ingredient: 42 }, 20)], [planned({ ingredient: 42 }, 0)]),
    ).toEqual([0]);
  });

  test('an ingredient id is not a sub-recipe id', () => {
    const stored = [storedLine({ ingredient: 31 }, 20)];
    expect(lossesAfter(stored, [planned({ kind: 'recipe', recipe: 31 }, null)])).toEqual([null]);
  });

  test('a stored line without a loss keeps none; a new line waits for its default', () => {
    expect(
      lossesAfter([storedLine({ ingredient: 42 }, null)], [planned({ ingredient: 42 }, null)]),
    ).toEqual([0]);
    expect(lossesAfter(null, [planned({ ingredient: 42 }, null)])).toEqual([null]);
  });
});
