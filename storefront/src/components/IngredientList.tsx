import type { PublicIngredientList } from '@nutrimenu/core/contract';
import { LOCALE_TAGS } from '@nutrimenu/core/locale';
import './IngredientList.css';

/**
 * The ANPC ingredient list with the runs naming an allergen emphasised (Reg. 1169/2011
 * Art. 21(1)(b)), and a name the restaurant gave only in another language tagged with it, so a
 * screen reader pronounces "smântână de casă" in Romanian inside a German list. Parts are
 * rendered in order; the index is their identity.
 */
export function IngredientList({ ingredients }: { ingredients: PublicIngredientList }) {
  return (
    <p className="ingredients">
      {ingredients.parts.map((part, index) => {
        const lang = part.locale ? LOCALE_TAGS[part.locale] : undefined;
        if (part.allergens) {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence of text.
            <strong key={index} lang={lang}>
              {part.text}
            </strong>
          );
        }
        return lang ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence of text.
          <span key={index} lang={lang}>
            {part.text}
          </span>
        ) : (
          part.text
        );
      })}
    </p>
  );
}
