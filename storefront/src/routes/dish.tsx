import type { PublicDish, PublicMenu } from '@nutrimenu/core/contract';
import { formatPrice } from '@nutrimenu/core/locale';
import { AllergenList } from '../components/AllergenList';
import { contentLang } from '../components/contentLang';
import { DishTags } from '../components/DishTags';
import { FallbackLocaleHint } from '../components/FallbackLocaleHint';
import { FrozenMarker } from '../components/FrozenMarker';
import { ICON_PATHS, Icon } from '../components/Icon';
import { IngredientList } from '../components/IngredientList';
import { NutriScoreGrade } from '../components/NutriScoreGrade';
import { NutritionTable } from '../components/NutritionTable';
import { tracesText } from '../components/tracesText';
import { usePage } from '../PageContext';
import { defineRoute, type LoaderContext, serverOnly } from '../routeTypes';
import { dishMeta } from '../seo/dishMeta';
import { brandThemeStyle } from '../styles/brandThemeStyle';
import './dish.css';
import '../styles/print.css';
import { avifSrcSetOf, srcSetOf } from '../images/imageSources';

/** A dish page's data: the dish as its menu document gives it, with the restaurant. */
export interface DishData {
  restaurant: PublicMenu['restaurant'];
  dish: PublicDish;
}

/** The dish `slug` of a menu document, in whichever of its sections. */
export function findDish(document: PublicMenu, slug: string): PublicDish | undefined {
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

// The picture spans the page's column: the whole screen on a phone, 48rem from there on.
const DISH_IMAGE_SIZES = '(min-width: 48rem) 48rem, 100vw';

/** The dish page's content; also rendered offline from a kept menu document (routes/offline.tsx). */
export function DishPage({ data }: { data: DishData }) {
  const { t, locale, href, brand } = usePage();
  const { dish, restaurant } = data;
  const traces = tracesText(dish, locale, t);
  const price = formatPrice(dish.price, restaurant.currency, locale);
  return (
    <main id="main" className="dish-page" style={brandThemeStyle(brand)}>
      <a className="dish-back no-print" href={href(`/restaurant/${restaurant.slug}`)}>
        <Icon path={ICON_PATHS.back} />
        {t('dish.backToMenu')}
      </a>
      <header className="dish-header">
        {dish.image && (
          // The AVIF renditions first, for the browsers that read them; the WebP ones otherwise.
          <picture className="dish-picture">
            {avifSrcSetOf(dish.image) && (
              <source
                type="image/avif"
                srcSet={avifSrcSetOf(dish.image)}
                sizes={DISH_IMAGE_SIZES}
              />
            )}
            <img
              className="dish-image"
              src={dish.image.url}
              width={dish.image.width}
              height={dish.image.height}
              alt={dish.image.alt}
              srcSet={srcSetOf(dish.image)}
              sizes={srcSetOf(dish.image) && DISH_IMAGE_SIZES}
              fetchPriority="high"
            />
          </picture>
        )}
        <div className="dish-title accent">
          <p className="dish-restaurant">{restaurant.name}</p>
          <h1 lang={contentLang(dish.nameFallbackLocale)}>{dish.name}</h1>
          {dish.description && (
            <p lang={contentLang(dish.descriptionFallbackLocale)}>{dish.description}</p>
          )}
          {price !== null && <p className="price">{t('dish.price', { price })}</p>}
        </div>
      </header>
      <FallbackLocaleHint dish={dish} />
      <div className="dish-badges">
        {dish.frozen && <FrozenMarker />}
        <DishTags tags={dish.tags} />
        <NutriScoreGrade nutriScore={dish.nutriScore} />
      </div>
      <section className="dish-section">
        <h2>{t('allergens.heading')}</h2>
        <AllergenList allergens={dish.allergens} updating={dish.updating === true} />
        {traces && <p className="traces">{traces}</p>}
      </section>
      {dish.nutrition && <NutritionTable nutrition={dish.nutrition} />}
      {dish.updating && !dish.nutrition && (
        <section className="dish-section">
          <h2>{t('nutrition.heading')}</h2>
          <p className="muted">{t('nutrition.updating')}</p>
        </section>
      )}
      <section className="dish-section">
        <h2>{t('ingredients.heading')}</h2>
        {/* In the page's language: only the names the CMS marks are in another one. */}
        <IngredientList ingredients={dish.ingredients} />
      </section>
      {dish.additives.length > 0 && (
        <section className="dish-section">
          <h2>{t('additives.heading')}</h2>
          <ul className="additives">
            {dish.additives.map((additive) => (
              <li key={additive.eNumber}>{additive.label}</li>
            ))}
          </ul>
        </section>
      )}
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
  brandKey: (data) => data.restaurant.brandKey,
  meta: import.meta.env.SSR ? dishMeta : serverOnly,
  Component: DishPage,
});
