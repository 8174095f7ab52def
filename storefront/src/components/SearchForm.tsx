import { RESTAURANT_QUERY_MAX_LENGTH } from '@nutrimenu/core/contract';
import { usePage } from '../PageContext';
import { ICON_PATHS, Icon } from './Icon';
import './SearchForm.css';

const INPUT_ID = 'restaurant-search';

/**
 * Finding a restaurant by name or city: a plain GET form to the listing (`?q=…`), so it works
 * before and without JavaScript. `action` keeps the listing's filters when searching within them.
 */
export function SearchForm({
  action = '/restaurant',
  query = '',
}: {
  /** The listing path without locale prefix: '/restaurant/city/oradea'. */
  action?: string;
  query?: string;
}) {
  const { t, href } = usePage();
  return (
    <search>
      <form className="search-form" action={href(action)} method="get">
        <label htmlFor={INPUT_ID}>{t('search.restaurants.placeholder')}</label>
        <div className="search-form-row">
          <input
            id={INPUT_ID}
            type="search"
            name="q"
            defaultValue={query}
            maxLength={RESTAURANT_QUERY_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="button button-primary">
            <Icon path={ICON_PATHS.search} />
            {t('search.label')}
          </button>
        </div>
      </form>
    </search>
  );
}
