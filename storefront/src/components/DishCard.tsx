import { formatPrice, LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { localiseDecimal } from '../format';
import type { MenuDish } from '../menuView';
import { usePage } from '../PageContext';
import { AllergenList } from './AllergenList';
import { DishTags } from './DishTags';
import { DishThumbnail } from './DishThumbnail';
import { FallbackLocaleHint } from './FallbackLocaleHint';
import { FrozenMarker } from './FrozenMarker';
import { NutriScoreGrade } from './NutriScoreGrade';
import { tracesText } from './tracesText';
import './DishCard.css';

/**
 * The card's energy with its basis: per 100 ml for a drink (Reg. 1169/2011 art. 32(2)), else per
 * 100 g, so drinks and dishes are not compared on different bases unknowingly.
 */
function energyText(dish: MenuDish, locale: Locale, t: Translate): string | null {
  const kcal = dish.nutrition?.per100.energyKcal;
  if (!dish.nutrition || !kcal || kcal.status === 'unknown') return null;
  const text = t(dish.nutrition.basis === 'ml' ? 'dish.energyPer100ml' : 'dish.energyPer100g', {
    kcal: localiseDecimal(kcal.display, locale),
  });
  return kcal.status === 'lowerBound' ? t('nutrition.atLeast', { value: text }) : text;
}

/**
 * One dish of the menu: name, price, energy per 100 g or ml, description, allergens with traces, marks and grade, and a
 * thumbnail. The whole card opens the dish's page with the nutrition table.
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
  const energy = energyText(dish, locale, t);
  // The dish's own texts are marked with their language when they fell back to another one.
  const contentLang = dish.fallbackLocale ? LOCALE_TAGS[dish.fallbackLocale] : undefined;
  return (
    <article className="dish-card">
      <div className="dish-card-text">
        <h3 lang={contentLang}>
          <a href={href(`/restaurant/${restaurantSlug}/recipes/${dish.slug}`)}>{dish.name}</a>
        </h3>
        {price !== null && <p className="price">{price}</p>}
        {energy && <p className="dish-card-energy">{energy}</p>}
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
