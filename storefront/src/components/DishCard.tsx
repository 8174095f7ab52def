import { formatPrice, LOCALE_TAGS } from '@nutrimenu/core/locale';
import type { MenuDish } from '../menuView';
import { usePage } from '../PageContext';
import { AllergenList } from './AllergenList';
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
}: {
  dish: MenuDish;
  restaurantSlug: string;
  currency: string;
}) {
  const { t, locale, href } = usePage();
  const traces = tracesText(dish, locale, t);
  const price = formatPrice(dish.price, currency, locale);
  // The dish's own texts are marked with their language when they fell back to another one.
  const contentLang = dish.fallbackLocale ? LOCALE_TAGS[dish.fallbackLocale] : undefined;
  return (
    <article className="dish-card">
      <div className="dish-card-text">
        <h3 lang={contentLang}>
          <a href={href(`/restaurant/${restaurantSlug}/recipes/${dish.slug}`)}>{dish.name}</a>
        </h3>
        {price !== null && <p className="price">{price}</p>}
        <p className="dish-card-energy">{portionEnergyText(dish, locale, t)}</p>
        {dish.description && (
          <p className="dish-card-description" lang={contentLang}>
            {dish.description}
          </p>
        )}
        <FallbackLocaleHint dish={dish} />
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
