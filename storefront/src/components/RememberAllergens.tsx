import { FILTER_QUERY_NAMES } from '../filters/filterQueryNames';
import { MY_ALLERGENS_ACTION_NAME, myAllergensAction } from '../myAllergens/myAllergensForm';
import { usePage } from '../PageContext';
import './RememberAllergens.css';

/** The target of "change" in the bar of remembered allergens (MyAllergensBar). */
export const REMEMBER_ALLERGENS_ID = 'my-allergens';

/**
 * Inside the filter form's allergens: "Remember these allergens on this device", a button that
 * posts the form's ticked allergens to the server, which keeps them in a cookie and sends the
 * diner back to the menu (the same with and without JavaScript). Nothing is remembered unless a
 * diner presses it. Always there, also for the allergens already remembered: without JavaScript
 * the page cannot know what is ticked until the form is sent, and the button sends it.
 *
 * With allergens remembered, an empty `exclude` goes along with the form, so a diner who unticks
 * them all for this visit gets an unfiltered menu rather than the remembered one again.
 */
export function RememberAllergens({
  menuPath,
}: {
  /** The menu's path, where the server sends the diner back. */
  menuPath: string;
}) {
  const { t, remembered } = usePage();
  return (
    <div id={REMEMBER_ALLERGENS_ID} className="remember-allergens">
      {remembered !== null && <input type="hidden" name={FILTER_QUERY_NAMES.exclude} value="" />}
      <button
        type="submit"
        className="button"
        name={MY_ALLERGENS_ACTION_NAME}
        value="remember"
        formMethod="post"
        formAction={myAllergensAction(menuPath)}
      >
        {t('myAllergens.remember')}
      </button>
    </div>
  );
}
