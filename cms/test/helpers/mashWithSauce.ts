import type { Payload } from 'payload';

export interface MashWithSauce {
  potato: number;
  milk: number;
  egg: number;
  /** 'Sos alb': 200 g of milk served as 150 g in 2 portions, so one piece of it is 75 g. */
  sauce: number;
  /**
   * 'Piure cu sos', 4 portions at a 0.9 yield: 800 g of potatoes with a 20 % cleaning loss,
   * 200 ml of milk (density 1.03), 2 eggs of 50 g with a 12.5 % loss, one piece of the sauce.
   */
  dish: number;
}

const NUTRIENTS = { fat: 1, saturates: 0.2, carbohydrate: 10, sugars: 1, protein: 2, salt: 0 };

/**
 * A restaurant's own dish with a sub-recipe whose gross and net weights, losses and units (g, ml
 * through a density, pieces through a unit weight and through a sub-recipe's served weight) the
 * technical sheet tests work out by hand. The ingredients' Hungarian names are set when given.
 */
export async function createMashWithSauce(
  payload: Payload,
  restaurant: number,
  { sauceOnMenu, hungarian }: { sauceOnMenu?: boolean; hungarian?: boolean } = {},
): Promise<MashWithSauce> {
  const ingredient = async (
    name: string,
    hu: string,
    extra: { density?: number; unitWeight?: number } = {},
  ) => {
    const { id } = await payload.create({
      collection: 'ingredients',
      data: {
        name,
        restaurant,
        allergensDeclared: true,
        allergens: [],
        nutrients: NUTRIENTS,
        ...extra,
      },
    });
    if (hungarian) {
      await payload.update({ collection: 'ingredients', id, locale: 'hu', data: { name: hu } });
    }
    return id;
  };
  const potato = await ingredient('cartofi', 'főzőburgonya (hűtött)');
  const milk = await ingredient('lapte', 'tej', { density: 1.03 });
  const egg = await ingredient('ouă', 'tojás', { unitWeight: 50 });
  const sauce = (
    await payload.create({
      collection: 'recipes',
      data: {
        restaurant,
        name: 'Sos alb',
        _status: 'published',
        category: 'food',
        ...(sauceOnMenu === undefined ? {} : { onMenu: sauceOnMenu }),
        portions: 2,
        yieldKind: 'servedWeight',
        servedWeight: 150,
        lines: [{ kind: 'ingredient', ingredient: milk, quantity: 200, unit: 'g' }],
      },
    })
  ).id;
  const dish = (
    await payload.create({
      collection: 'recipes',
      data: {
        restaurant,
        name: 'Piure cu sos',
        _status: 'published',
        category: 'food',
        portions: 4,
        yieldKind: 'ratio',
        yieldRatio: 0.9,
        lines: [
          { kind: 'ingredient', ingredient: potato, quantity: 800, unit: 'g', coldLossPercent: 20 },
          { kind: 'ingredient', ingredient: milk, quantity: 200, unit: 'ml' },
          { kind: 'ingredient', ingredient: egg, quantity: 2, unit: 'pcs', coldLossPercent: 12.5 },
          { kind: 'recipe', recipe: sauce, quantity: 1, unit: 'pcs' },
        ],
      },
    })
  ).id;
  return { potato, milk, egg, sauce, dish };
}
