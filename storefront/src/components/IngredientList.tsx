import type { PublicIngredientList } from '@nutrimenu/core/contract';
import './IngredientList.css';

/**
 * The ANPC ingredient list with the runs naming an allergen emphasised (Reg. 1169/2011
 * Art. 21(1)(b)). Parts are rendered in order; the index is their identity.
 */
export function IngredientList({ ingredients }: { ingredients: PublicIngredientList }) {
  return (
    <p className="ingredients">
      {ingredients.parts.map((part, index) =>
        part.allergens ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence of text.
          <strong key={index}>{part.text}</strong>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
