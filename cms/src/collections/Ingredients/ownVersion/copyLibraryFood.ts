import { DEFAULT_LOCALE, LOCALES } from '@nutrimenu/core/locale';
import type { PayloadRequest } from 'payload';
import type { IngredientAllLocales } from '../../../readModel/documents';
import { idOf } from '../../../utilities/idOf';

/**
 * Creates `restaurant`'s own copy of a library food, as the caller (the collection's access and
 * hooks apply): every nutrient, allergen, trace, flag, additive link, unit figure, default
 * cleaning loss and component, names and other names in every locale, and the source kept as
 * CIQUAL with the food's code, so the copy says where it came from. Returns the new id. Joins the request's transaction.
 */
export async function copyLibraryFood(
  req: PayloadRequest,
  food: IngredientAllLocales,
  restaurant: number,
): Promise<number> {
  const components = (food.components ?? []).map(({ id: _rowId, name, ...rest }) => ({
    ...rest,
    name: name?.[DEFAULT_LOCALE] ?? null,
  }));
  const created = await req.payload.create({
    collection: 'ingredients',
    locale: DEFAULT_LOCALE,
    data: {
      name: food.name[DEFAULT_LOCALE] ?? food.name.en ?? food.name.fr ?? String(food.id),
      alternativeNames: food.alternativeNames?.[DEFAULT_LOCALE] ?? null,
      restaurant,
      source: {
        kind: food.source?.kind ?? 'manual',
        code: food.source?.code ?? null,
        composite: food.source?.composite ?? false,
      },
      nutrients: food.nutrients,
      allergensDeclared: food.allergensDeclared ?? false,
      // Still to be declared from the label of the product the restaurant buys; otherwise the
      // copy's declaration is the restaurant's from now on.
      allergenSource: food.allergenSource === 'supplierLabel' ? 'supplierLabel' : 'own',
      allergens: food.allergens ?? [],
      traces: food.traces ?? [],
      additives: (food.additives ?? []).map((additive) => idOf(additive)),
      isAdditive: food.isAdditive ? idOf(food.isAdditive) : null,
      vegan: food.vegan ?? null,
      vegetarian: food.vegetarian ?? null,
      meat: food.meat ?? null,
      redMeat: food.redMeat ?? null,
      frozen: food.frozen ?? null,
      fruitVegLegumes: food.fruitVegLegumes ?? null,
      density: food.density ?? null,
      unitWeight: food.unitWeight ?? null,
      defaultColdLossPercent: food.defaultColdLossPercent ?? null,
      components: components as never,
    },
    user: req.user,
    overrideAccess: false,
    depth: 0,
    req,
  });
  // One locale per write (the local API's rule); the component rows are resent with their ids,
  // or the update would replace them (a localized field in a non-localized array). The local
  // API leaves `req.locale` at the last locale written: put it back for the caller's next writes.
  const callerLocale = req.locale;
  try {
    await writeOtherLocales(
      req,
      food,
      Number(created.id),
      created.components ?? [],
      components.length,
    );
  } finally {
    req.locale = callerLocale;
  }
  return Number(created.id);
}

async function writeOtherLocales(
  req: PayloadRequest,
  food: IngredientAllLocales,
  id: number,
  createdComponents: readonly Record<string, unknown>[],
  componentCount: number,
): Promise<void> {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const name = food.name[locale];
    const alternativeNames = food.alternativeNames?.[locale];
    const componentNames = (food.components ?? []).map((row) => row.name?.[locale] ?? null);
    if (!name && !alternativeNames && componentNames.every((value) => !value)) continue;
    await req.payload.update({
      collection: 'ingredients',
      id,
      locale,
      data: {
        ...(name ? { name } : {}),
        ...(alternativeNames ? { alternativeNames } : {}),
        ...(componentCount > 0
          ? {
              components: createdComponents.map((row, index) => ({
                ...row,
                name: componentNames[index] ?? null,
              })),
            }
          : {}),
      },
      user: req.user,
      overrideAccess: false,
      depth: 0,
      req,
    });
  }
}
