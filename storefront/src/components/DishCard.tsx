import { formatPrice, type Locale } from '@nutrimenu/core/locale';
import type { MenuDish } from '../menuView';
import { usePage } from '../PageContext';
import { AllergenList } from './AllergenList';
import { contentLang } from './contentLang';
import { DishTags } from './DishTags';
import { DishThumbnail } from './DishThumbnail';
import { FallbackLocaleHint } from './FallbackLocaleHint';
import { FrozenMarker } from './FrozenMarker';
import { NutriScoreGrade } from './NutriScoreGrade';
import { portionEnergyText } from './portionEnergyText';
import { tracesText } from './tracesText';
import './DishCard.css';

/**
 * One dish of the menu: name, price, energy per portion, description, allergens with traces,
 * marks and grade, and a thumbnail. The whole card opens the dish's page with the nutrition table.
 */
export function DishCard({
  dish,
  restaurantSlug,
  currency,
  pageFallback = null,
}: {
  dish: MenuDish;
  restaurantSlug: string;
  currency: string;
  /** The language the page says once that untranslated dishes are shown in (MenuFallbackNote). */
  pageFallback?: Locale | null;
}) {
  const { t, locale, href } = usePage();
  const traces = tracesText(dish, locale, t);
  const price = formatPrice(dish.price, currency, locale);
  // Each of the dish's own texts is marked with its language when it fell back to another one.
  return (
    <article className="dish-card">
      <div className="dish-card-text">
        <h3 lang={contentLang(dish.nameFallbackLocale)}>
          <a href={href(`/restaurant/${restaurantSlug}/recipes/${dish.slug}`)}>{dish.name}</a>
        </h3>
        {price !== null && <p className="price">{price}</p>}
        <p className="dish-card-energy">{portionEnergyText(dish, locale, t)}</p>
        {dish.description && (
          <p className="dish-card-description" lang={contentLang(dish.descriptionFallbackLocale)}>
            {dish.description}
          </p>
        )}
        <FallbackLocaleHint dish={dish} pageFallback={pageFallback} />
        <div className="dish-card-allergens">
          <p className="muted">{t('allergens.heading')}</p>
          <AllergenList allergens={dish.allergens} updating={dish.updating === true} />
          {traces && <p className="traces">{traces}</p>}
        </div>
        <div className="dish-card-badges">
          {dish.frozen && <FrozenMarker />}
          <DishTags tags={dish.tags} />
          <NutriScoreGrade nutriScore={dish.nutriScore} />
        </div>
      </div>
      {dish.image && <DishThumbnail image={dish.image} />}
    </article>
  );
}
