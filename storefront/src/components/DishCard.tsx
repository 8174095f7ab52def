import type { PublicDish } from '@nutrimenu/core/contract';
import { LOCALE_TAGS } from '@nutrimenu/core/locale';
import { formatPrice } from '../format';
import { usePage } from '../PageContext';
import { allergenText, tracesText } from './allergenText';
import { DishTags } from './DishTags';
import { FallbackLocaleHint } from './FallbackLocaleHint';
import { NutriScoreGrade } from './NutriScoreGrade';

/** One dish of the menu, linking to its page with the nutrition table. */
export function DishCard({
  dish,
  restaurantSlug,
  currency,
}: {
  dish: PublicDish;
  restaurantSlug: string;
  currency: string;
}) {
  const { t, locale, href } = usePage();
  const traces = tracesText(dish, locale, t);
  // The dish's own texts are marked with their language when they fell back to another one.
  const contentLang = dish.fallbackLocale ? LOCALE_TAGS[dish.fallbackLocale] : undefined;
  return (
    <article className="dish-card">
      <h3 lang={contentLang}>
        <a href={href(`/restaurant/${restaurantSlug}/recipes/${dish.slug}`)}>{dish.name}</a>
      </h3>
      {dish.description && <p lang={contentLang}>{dish.description}</p>}
      <FallbackLocaleHint dish={dish} />
      {dish.price !== null && <p className="price">{formatPrice(dish.price, currency, locale)}</p>}
      <p className="allergens">
        {t('allergens.heading')}: {allergenText(dish, locale, t)}
      </p>
      {traces && <p className="traces">{traces}</p>}
      {dish.frozen && <p className="frozen">{t('dish.frozen')}</p>}
      <DishTags tags={dish.tags} />
      <NutriScoreGrade nutriScore={dish.nutriScore} />
    </article>
  );
}
