import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { localiseDecimal } from '../format';
import type { MenuDish } from '../menuView';

/**
 * The card's energy at the point of choice: per portion, with the portion's grams (or a drink's
 * millilitres, as its dish page gives it), in kJ and kcal in every locale. Energy per portion on
 * a menu is voluntary information for non-prepacked food (Reg. 1169/2011 art. 30(5)(a), 33(5)),
 * and where it is given the regulation writes it in both units (art. 32(1), Annex XV): an
 * English page of a restaurant in the EU is under the same rule, so no locale drops kJ. A figure
 * computed from incomplete data is "at least" it, and a dish whose energy is not known says so:
 * never a 0 or an empty space that reads as "no calories".
 *
 * @example
 * portionEnergyText(soup, 'ro', t) // '754 kJ / 180 kcal pe porție (300 g)'
 * portionEnergyText(lemonade, 'en', t) // '431 kJ / 103 kcal per portion (383 ml)'
 */
export function portionEnergyText(dish: MenuDish, locale: Locale, t: Translate): string {
  const nutrition = dish.nutrition;
  const { energyKj: kj, energyKcal: kcal } = nutrition?.perPortion ?? {};
  if (!nutrition || !kcal || !kj || kcal.status === 'unknown' || kj.status === 'unknown') {
    return t('dish.energyUnknown');
  }
  const energy = t('nutrition.energyValue', {
    kj: localiseDecimal(kj.display, locale),
    kcal: localiseDecimal(kcal.display, locale),
  });
  const partial = kcal.status === 'lowerBound' || kj.status === 'lowerBound';
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
