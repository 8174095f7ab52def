import type { MessageKey } from '@nutrimenu/core/messages';
import { memo } from 'react';
import { FILTER_QUERY_NAMES } from '../filters/filterQueryNames';
import { CATEGORY_FILTERS, type CategoryFilter } from '../filters/menuFilter';
import { usePage } from '../PageContext';
import './CategoryTabs.css';

/**
 * The category filter as a row of radio buttons styled as tabs, inside the menu's filter form:
 * without JavaScript the choice is sent with the form, once hydrated the form's change handler
 * applies it at once. Uncontrolled: `defaultCategory` is the rendered query's.
 */
export const CategoryTabs = memo(function CategoryTabs({
  defaultCategory,
}: {
  defaultCategory: CategoryFilter;
}) {
  const { t } = usePage();
  return (
    <fieldset className="category-tabs">
      <legend className="visually-hidden">{t('menu.category.label')}</legend>
      {CATEGORY_FILTERS.map((category) => (
        <label key={category} className="category-tabs__tab">
          <input
            type="radio"
            name={FILTER_QUERY_NAMES.category}
            value={category}
            defaultChecked={category === defaultCategory}
          />
          <span>{t(`menu.category.${category}` satisfies MessageKey)}</span>
        </label>
      ))}
    </fieldset>
  );
});
