import { type Locale, POINT_OF_CHOICE_ENERGY } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { localiseDecimal } from '../format';
import type { MenuDish } from '../menuView';

/**
 * The card's energy at the point of choice: per portion, with the portion's grams (or a drink's
 * millilitres, as its dish page gives it), in the units the locale states on a card (core's
 * POINT_OF_CHOICE_ENERGY). A figure computed from incomplete data is "at least" it, and a dish
 * whose energy is not known says so: never a 0 or an empty space that reads as "no calories".
 *
 * @example
 * portionEnergyText(soup, 'ro', t) // '754 kJ / 180 kcal pe porție (300 g)'
 * portionEnergyText(lemonade, 'en', t) // '110 kcal per portion (250 ml)'
 */
export function portionEnergyText(dish: MenuDish, locale: Locale, t: Translate): string {
  const nutrition = dish.nutrition;
  const { energyKj: kj, energyKcal: kcal } = nutrition?.perPortion ?? {};
  const withKj = POINT_OF_CHOICE_ENERGY[locale] === 'kJ+kcal';
  if (!nutrition || !kcal || kcal.status === 'unknown') return t('dish.energyUnknown');
  if (withKj && (!kj || kj.status === 'unknown')) return t('dish.energyUnknown');
  const kcalText = localiseDecimal(kcal.display, locale);
  const energy =
    withKj && kj && kj.status !== 'unknown'
      ? t('nutrition.energyValue', { kj: localiseDecimal(kj.display, locale), kcal: kcalText })
      : t('dish.energyKcal', { kcal: kcalText });
  const partial = kcal.status === 'lowerBound' || (withKj && kj?.status === 'lowerBound');
  const value = partial ? t('nutrition.atLeast', { value: energy }) : energy;
  const { net, millilitres } = nutrition.portion;
  return nutrition.basis === 'ml'
    ? t('dish.energyPerPortionMl', {
        energy: value,
        millilitres: localiseDecimal(String(Math.round(millilitres ?? net)), locale),
      })
    : t('dish.energyPerPortion', {
        energy: value,
        grams: localiseDecimal(String(Math.round(net)), locale),
      });
}
