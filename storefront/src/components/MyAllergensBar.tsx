import { allergenName } from '@nutrimenu/core/allergens';
import { LOCALE_TAGS } from '@nutrimenu/core/locale';
import { MY_ALLERGENS_ACTION_NAME, myAllergensAction } from '../myAllergens/myAllergensForm';
import type { RememberedAllergens } from '../myAllergens/rememberedAllergens';
import { usePage } from '../PageContext';
import { REMEMBER_ALLERGENS_ID } from './RememberAllergens';
import './MyAllergensBar.css';

/** Opens the folded filter panel holding the allergens, as the link's target is inside it. */
function openAllergens(): void {
  const target = document.getElementById(REMEMBER_ALLERGENS_ID);
  const panel = target?.closest('details');
  if (panel) panel.open = true;
}

/**
 * "Filtered for your allergens: milk, eggs — Change · Forget": shown while the menu is filtered
 * by the allergens the diner keeps on this device, so a filter never hides dishes unnoticed.
 * "Change" leads to the filter's allergens; "Forget" posts to the server, which clears the
 * cookie and shows the menu again (both work without JavaScript).
 */
export function MyAllergensBar({
  remembered,
  menuPath,
}: {
  remembered: RememberedAllergens;
  /** The menu's path, where the server sends the diner back. */
  menuPath: string;
}) {
  const { t, locale } = usePage();
  const names = new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(
    remembered.exclude.map((code) => allergenName(code, locale)),
  );
  return (
    <form className="my-allergens-bar" method="post" action={myAllergensAction(menuPath)}>
      <p>
        {t('myAllergens.bar', {
          allergens: names,
          traces: remembered.allowTraces ? 'allow' : 'no',
        })}
      </p>
      <a href={`#${REMEMBER_ALLERGENS_ID}`} onClick={openAllergens}>
        {t('myAllergens.change')}
      </a>
      <button type="submit" className="link-button" name={MY_ALLERGENS_ACTION_NAME} value="forget">
        {t('myAllergens.forget')}
      </button>
    </form>
  );
}
