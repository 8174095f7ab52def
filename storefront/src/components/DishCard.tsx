import type { PublicDish } from '@nutrimenu/core/contract';
import { formatPrice } from '../format';
import { usePage } from '../PageContext';
import { allergenText, tracesText } from './allergenText';

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
  return (
    <article className="dish-card">
      <h3>
        <a href={href(`/restaurant/${restaurantSlug}/recipes/${dish.slug}`)}>{dish.name}</a>
      </h3>
      {dish.description && <p>{dish.description}</p>}
      {dish.price !== null && <p className="price">{formatPrice(dish.price, currency, locale)}</p>}
      <p className="allergens">
        {t('allergens.heading')}: {allergenText(dish, locale, t)}
      </p>
      {traces && <p className="traces">{traces}</p>}
      {dish.frozen && <p className="frozen">{t('dish.frozen')}</p>}
    </article>
  );
}
