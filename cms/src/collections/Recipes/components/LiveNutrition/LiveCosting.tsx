'use client';

import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { Recipe } from '@nutrimenu/core/recipe';
import { useDebounce, useFormFields } from '@payloadcms/ui';
import { useEffect, useMemo, useState } from 'react';
import { costingView } from '../../../../costing/costingView';
import { dishCosting } from '../../../../costing/dishCosting';
import { type PriceDoc, pricesInForce } from '../../../../costing/pricesInForce';
import { targetFoodCostFor } from '../../../../costing/targetFor';
import type { Recipe as RecipeDoc, Restaurant } from '../../../../payload-types';
import { idOfUnknown } from '../../../../utilities/idOf';
import { graphItems } from '../../nutritionView/graphItems';

type Settings = Pick<Restaurant, 'currency' | 'costing'>;
type Loaded =
  | { key: string; settings: Settings; prices: PriceDoc[] }
  | { key: string; failed: true };

const BLOCK = 'live-nutrition';

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The live panel's cost section: the recipe as the nutrition computes it, costed with the
 * restaurant's prices in force (read as the signed-in user, so only its own), its VAT rate and
 * target, live as lines, the price or the category change.
 */
export function LiveCosting({
  graph,
  apiUrl,
  locale,
  t,
}: {
  graph: Recipe;
  apiUrl: string;
  locale: Locale;
  t: Translate;
}) {
  const restaurant = useFormFields(([fields]) => idOfUnknown(fields.restaurant?.value));
  const menuPrice = useFormFields(([fields]) => fields.price?.value);
  const category = useFormFields(([fields]) => fields.category?.value);
  const ingredientIds = useMemo(() => [...graphItems(graph).ingredients.keys()].sort(), [graph]);
  const key = useDebounce(`${restaurant ?? ''}|${ingredientIds.join(',')}`, 300);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const [restaurantId, ids = ''] = key.split('|');
    if (!restaurantId) return;
    let cancelled = false;
    const pricesUrl =
      ids === ''
        ? null
        : `${apiUrl}/ingredient-prices?depth=0&pagination=false&limit=0` +
          `&where[restaurant][equals]=${encodeURIComponent(restaurantId)}` +
          `&where[ingredient][in]=${encodeURIComponent(ids)}`;
    Promise.all([
      getJson<Settings>(`${apiUrl}/restaurants/${encodeURIComponent(restaurantId)}?depth=0`),
      pricesUrl ? getJson<{ docs: PriceDoc[] }>(pricesUrl) : Promise.resolve({ docs: [] }),
    ]).then(
      ([settings, { docs }]) => {
        if (!cancelled) setLoaded({ key, settings, prices: docs });
      },
      (error: unknown) => {
        console.error('Live costing:', error);
        if (!cancelled) setLoaded({ key, failed: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, apiUrl]);

  const view = useMemo(() => {
    if (!loaded || 'failed' in loaded) return null;
    const costing = dishCosting({
      graph,
      prices: pricesInForce(loaded.prices, new Date()),
      restaurant: loaded.settings,
      menuPrice: typeof menuPrice === 'number' ? menuPrice : null,
      category: (category as RecipeDoc['category']) ?? 'food',
    });
    return costingView(
      costing,
      graph,
      loaded.settings.currency,
      targetFoodCostFor(loaded.settings.costing, (category as RecipeDoc['category']) ?? 'food'),
      locale,
      t,
    );
  }, [loaded, graph, menuPrice, category, locale, t]);

  if (!view) return null;
  return (
    <div className={`${BLOCK}__costing`} data-testid="live-costing">
      <h4 className={`${BLOCK}__subheading`}>{view.heading}</h4>
      <dl className={`${BLOCK}__facts`}>
        {view.facts.map((fact) => (
          <div key={fact.key} className={`${BLOCK}__fact`} data-fact={fact.key}>
            <dt>{fact.label}</dt>
            <dd className={fact.warning ? `${BLOCK}__warning` : undefined}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {view.note && <p className={`${BLOCK}__note`}>{view.note}</p>}
    </div>
  );
}
