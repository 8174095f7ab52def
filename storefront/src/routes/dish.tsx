import type { PublicDish, PublicMenu } from '@nutrimenu/core/contract';
import { LOCALE_TAGS } from '@nutrimenu/core/locale';
import { allergenText, tracesText } from '../components/allergenText';
import { DishTags } from '../components/DishTags';
import { FallbackLocaleHint } from '../components/FallbackLocaleHint';
import { IngredientList } from '../components/IngredientList';
import { NutriScoreGrade } from '../components/NutriScoreGrade';
import { NutritionTable } from '../components/NutritionTable';
import { formatPrice } from '../format';
import { usePage } from '../PageContext';
import { defineRoute, type LoaderContext } from '../routeTypes';

interface DishData {
  restaurant: PublicMenu['restaurant'];
  dish: PublicDish;
}

function findDish(document: PublicMenu, slug: string): PublicDish | undefined {
  return document.menu?.sections
    .flatMap((section) => section.dishes)
    .find((dish) => dish.slug === slug);
}

// The dish may sit on a secondary menu: look through the default one first, then the others.
async function loadDish({ params, locale, cms }: LoaderContext): Promise<DishData | null> {
  const restaurantSlug = params.slug ?? '';
  const recipeSlug = params.recipeSlug ?? '';
  const first = await cms.menu(restaurantSlug, { locale });
  if (first === null || first.state !== 'ok') return null;
  const found = findDish(first, recipeSlug);
  if (found) return { restaurant: first.restaurant, dish: found };
  for (const option of first.menus) {
    if (option.slug === first.menu?.slug) continue;
    const other = await cms.menu(restaurantSlug, { menu: option.slug, locale });
    const dish = other && findDish(other, recipeSlug);
    if (other && dish) return { restaurant: other.restaurant, dish };
  }
  return null;
}

function DishPage({ data }: { data: DishData }) {
  const { t, locale, href } = usePage();
  const { dish, restaurant } = data;
  const traces = tracesText(dish, locale, t);
  const contentLang = dish.fallbackLocale ? LOCALE_TAGS[dish.fallbackLocale] : undefined;
  return (
    <main>
      <p>
        <a href={href(`/restaurant/${restaurant.slug}`)}>{t('dish.backToMenu')}</a>
      </p>
      <h1 lang={contentLang}>{dish.name}</h1>
      {dish.description && <p lang={contentLang}>{dish.description}</p>}
      <FallbackLocaleHint dish={dish} />
      {dish.price !== null && (
        <p>{t('dish.price', { price: formatPrice(dish.price, restaurant.currency, locale) })}</p>
      )}
      {dish.frozen && <p className="frozen">{t('dish.frozen')}</p>}
      <DishTags tags={dish.tags} />
      <NutriScoreGrade nutriScore={dish.nutriScore} />
      <h2>{t('ingredients.heading')}</h2>
      <div lang={contentLang}>
        <IngredientList ingredients={dish.ingredients} />
      </div>
      <h2>{t('allergens.heading')}</h2>
      <p>{allergenText(dish, locale, t)}</p>
      {traces && <p>{traces}</p>}
      {dish.additives.length > 0 && (
        <>
          <h2>{t('additives.heading')}</h2>
          <ul className="additives">
            {dish.additives.map((additive) => (
              <li key={additive.eNumber}>{additive.label}</li>
            ))}
          </ul>
        </>
      )}
      {dish.nutrition && <NutritionTable nutrition={dish.nutrition} />}
    </main>
  );
}

/** `/restaurant/{slug}/recipes/{recipeSlug}`: one dish with its nutrition declaration. */
export const dishRoute = defineRoute<DishData>({
  id: 'dish',
  load: async (context) => {
    const data = await loadDish(context);
    return data === null ? { kind: 'not-found' } : { kind: 'ok', data };
  },
  locales: (data) => data.restaurant.locales,
  meta: (data) => ({
    title: `${data.dish.name} – ${data.restaurant.name}`,
    ...(data.dish.description ? { description: data.dish.description } : {}),
  }),
  Component: DishPage,
});
