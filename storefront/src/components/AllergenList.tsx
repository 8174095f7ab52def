import { allergenName } from '@nutrimenu/core/allergens';
import type { PublicDishAllergens } from '@nutrimenu/core/contract';
import { usePage } from '../PageContext';
import { AllergenIcon } from './AllergenIcon';
import { ICON_PATHS, Icon } from './Icon';
import './AllergenList.css';

/**
 * A dish's allergens, each as an icon and its name (the name is what a screen reader reads).
 * While some ingredient's allergens are undeclared the list carries a warning, so a diner never
 * reads an incomplete list as safe; "none declared" is said only of a complete one. While the dish
 * is `updating` (recomputed after a recipe change) the warning says so.
 */
export function AllergenList({
  allergens,
  updating = false,
}: {
  allergens: PublicDishAllergens;
  updating?: boolean;
}) {
  const { t, locale } = usePage();
  return (
    <>
      {allergens.contains.length > 0 && (
        <ul className="allergen-list">
          {allergens.contains.map((code) => (
            <li key={code}>
              <AllergenIcon code={code} />
              {allergenName(code, locale)}
            </li>
          ))}
        </ul>
      )}
      {!allergens.complete && (
        <p className="allergens-unknown">
          <Icon path={ICON_PATHS.warning} />
          {t(updating ? 'allergens.updating' : 'allergens.unknown')}
        </p>
      )}
      {allergens.complete && allergens.contains.length === 0 && (
        <p className="allergens-none">{t('allergens.none')}</p>
      )}
    </>
  );
}
