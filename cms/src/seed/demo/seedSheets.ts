import type { PayloadRequest } from 'payload';
import { writeSheetApproval } from '../../collections/Recipes/technicalSheet/approveSheetEndpoint';
import type { Recipe } from '../../payload-types';
import type { DemoRecipe, DemoSheet } from './data/types';
import { DEMO_ACCOUNTS } from './demoAccounts';

type SheetData = NonNullable<Recipe['technicalSheet']>;

/**
 * A demo sheet's texts in one locale with its figures, as a save from the edit view sends it.
 * `criticalPointIds` keeps the rows a first locale created, so a save in the second locale
 * writes their text in that locale without replacing them.
 */
export function sheetData(
  sheet: DemoSheet,
  locale: 'ro' | 'en',
  criticalPointIds: readonly (string | null | undefined)[] = [],
): SheetData {
  return {
    method: sheet.method[locale].map((text) => ({ text })),
    criticalPoints: sheet.criticalPoints.map((point, i) => ({
      id: criticalPointIds[i] ?? null,
      text: point.text[locale],
      temperatureC: point.temperatureC ?? null,
      minutes: point.minutes ?? null,
    })),
    holding: {
      temperatureC: sheet.holding.temperatureC,
      maxMinutes: sheet.holding.maxMinutes,
      conditions: sheet.holding.conditions?.[locale] ?? null,
    },
    storage: {
      temperatureC: sheet.storage.temperatureC,
      shelfLifeHours: sheet.storage.shelfLifeHours,
      conditions: sheet.storage.conditions?.[locale] ?? null,
    },
    sensory: {
      appearance: sheet.sensory?.appearance[locale] ?? null,
      colour: sheet.sensory?.colour[locale] ?? null,
      smell: sheet.sensory?.smell[locale] ?? null,
      taste: sheet.sensory?.taste[locale] ?? null,
      texture: sheet.sensory?.texture[locale] ?? null,
    },
  };
}

/**
 * Approves the demo sheets of the recipes this run created, as their restaurant's owner does
 * with the approve button: the same write, at the published version. A sheet meant to show a
 * withdrawn approval was created with its first lines (seedRecipes); once approved, it gets its
 * real quantities and is published again, which makes version 2 and leaves the approval on 1.
 * Recipes that existed before are left alone, so a second run writes nothing.
 */
export async function seedSheetApprovals(
  req: PayloadRequest,
  restaurantSlug: string,
  recipes: readonly DemoRecipe[],
  sheets: Readonly<Record<string, DemoSheet>>,
  created: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const owner = DEMO_ACCOUNTS.find(
    (account) => account.role === 'owner' && account.restaurants.includes(restaurantSlug),
  );
  if (!owner) return;
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { email: { equals: owner.email } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  });
  const user = docs[0];
  if (!user) return;
  for (const recipe of recipes) {
    const sheet = sheets[recipe.slug];
    const id = created.get(recipe.slug);
    if (!sheet || id === undefined || sheet.approval === 'none') continue;
    const doc = await req.payload.findByID({ collection: 'recipes', id, depth: 0, req });
    const version = doc.technicalSheet?.version;
    if (typeof version !== 'number') throw new Error(`Demo sheet ${recipe.slug} has no version`);
    await writeSheetApproval(req, id, {
      by: user.id,
      byName: user.name?.trim() || user.email,
      at: now.toISOString(),
      version,
    });
    if (sheet.approval !== 'withdrawn') continue;
    const quantities = recipe.lines.map((line) => line.quantity);
    await req.payload.update({
      collection: 'recipes',
      id,
      data: {
        lines: (doc.lines ?? []).map((line, i) => ({ ...line, quantity: quantities[i] ?? 0 })),
        _status: 'published',
      },
      locale: 'ro',
      req,
      overrideAccess: true,
      depth: 0,
    });
  }
}
