import type { PublicDish } from '@nutrimenu/core/contract';
import type { MessageKey } from '@nutrimenu/core/messages';
import { usePage } from '../PageContext';
import './DishTags.css';

/** The dish's characteristics (spicy, vegan, …) in the page's language; nothing when it has none. */
export function DishTags({ tags }: { tags: PublicDish['tags'] }) {
  const { t } = usePage();
  if (tags.length === 0) return null;
  return (
    <ul className="dish-tags" aria-label={t('dish.tags.heading')}>
      {tags.map((tag) => (
        <li key={tag}>{t(`tag.${tag}` satisfies MessageKey)}</li>
      ))}
    </ul>
  );
}
