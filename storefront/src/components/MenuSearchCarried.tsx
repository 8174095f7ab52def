import { MENU_SEARCH_QUERY_NAME, parseMenuSearch } from '../filters/menuSearchQuery';
import { usePage } from '../PageContext';

/**
 * The rendered search as a hidden field of the filter form, so applying the filter without
 * JavaScript keeps the dishes searched for (the search box's form carries the filter likewise).
 * Once hydrated the form is never submitted, so the field may lag behind the search box.
 */
export function MenuSearchCarried() {
  const { search } = usePage();
  const query = parseMenuSearch(search);
  return query === '' ? null : <input type="hidden" name={MENU_SEARCH_QUERY_NAME} value={query} />;
}
