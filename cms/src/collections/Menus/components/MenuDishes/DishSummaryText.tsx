import { allergenName } from '@nutrimenu/core/allergens';
import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { DishSummary } from './fetchDishes';

/**
 * A dish's energy per portion and allergens, as the menu editor's rows and search results show
 * them: "523 kcal · Gluten, Milk". Unknown figures and undeclared allergens are said so, never
 * shown as zero or as "no allergens".
 */
export function DishSummaryText({
  dish,
  t,
  locale,
}: {
  dish: DishSummary;
  t: Translate;
  locale: Locale;
}) {
  const energy = dish.energyKcal
    ? t(dish.energyKcal.atLeast ? 'admin.menuDishes.kcalAtLeast' : 'admin.menuDishes.kcal', {
        value: new Intl.NumberFormat(locale).format(dish.energyKcal.value),
      })
    : t('admin.menuDishes.kcalUnknown');
  const names = dish.allergens.map((code) => allergenName(code, locale));
  let allergens: string;
  if (!dish.allergensComplete) {
    allergens =
      names.length > 0 ? `${names.join(', ')} · ${t('allergens.unknown')}` : t('allergens.unknown');
  } else {
    allergens = names.length > 0 ? names.join(', ') : t('allergens.none');
  }
  return (
    <span className="menu-dishes__facts">
      <span className="menu-dishes__energy">{energy}</span>
      <span
        className={`menu-dishes__allergens${dish.allergensComplete ? '' : ' menu-dishes__allergens--undeclared'}`}
      >
        {allergens}
      </span>
    </span>
  );
}
