import { useEffect, useRef } from 'react';
import {
  MENU_SEARCH_MAX_LENGTH,
  MENU_SEARCH_QUERY_NAME,
  replaceSearchInQuery,
} from '../filters/menuSearchQuery';
import { usePage } from '../PageContext';
import { ICON_PATHS, Icon } from './Icon';
import './MenuSearch.css';

const INPUT_ID = 'menu-search';

// The address bar follows once the diner pauses: replacing the URL costs the browser work of its
// own (Chromium even asks for the page's icon again), which a keystroke need not wait for.
const ADDRESS_BAR_DELAY_MS = 300;
let addressBarTimer: ReturnType<typeof setTimeout> | undefined;

/** Puts the search in the address bar without a navigation, so a reload or a shared link keeps it. */
function showInAddressBar(text: string): void {
  const { pathname, search, hash } = window.location;
  const query = replaceSearchInQuery(search, text);
  const next = query === '' ? '' : `?${query}`;
  if (next !== search) {
    window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
  }
}

/**
 * The menu's search box: a GET form whose `q` the server renders the found dishes for, so it
 * works without JavaScript; the rendered query's other parameters (the filter) go along as
 * hidden fields, so searching keeps the filter. Once hydrated, every keystroke searches at once
 * through `onSearch`, without a network call, and the number of dishes found is announced.
 */
export function MenuSearch({
  initial,
  query,
  count,
  onSearch,
}: {
  /** The search of the rendered URL: the field's starting value. */
  initial: string;
  /** The search now applied. */
  query: string;
  /** How many dishes the menu shows for `query` (and the filter). */
  count: number;
  onSearch: (text: string) => void;
}) {
  const { t, search } = usePage();
  const inputRef = useRef<HTMLInputElement>(null);
  const searchFor = (text: string) => {
    onSearch(text);
    clearTimeout(addressBarTimer);
    addressBarTimer = setTimeout(() => showInAddressBar(text), ADDRESS_BAR_DELAY_MS);
  };
  // What the diner typed before React took the page over (it does at their first touch), or
  // what a browser restored (back button), is what the field shows: the search follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when hydrated
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== initial) searchFor(typed);
  }, []);
  const carried = [...new URLSearchParams(search)].filter(
    ([name]) => name !== MENU_SEARCH_QUERY_NAME,
  );
  return (
    <search className="menu-search">
      <form
        method="get"
        className="menu-search__form"
        onSubmit={(event) => {
          // The dishes are already shown; Enter only closes the phone's keyboard.
          event.preventDefault();
          const input = event.currentTarget.elements.namedItem(MENU_SEARCH_QUERY_NAME);
          if (input instanceof HTMLInputElement) input.blur();
        }}
      >
        <label htmlFor={INPUT_ID} className="visually-hidden">
          {t('menuSearch.label')}
        </label>
        <input
          ref={inputRef}
          id={INPUT_ID}
          type="search"
          name={MENU_SEARCH_QUERY_NAME}
          defaultValue={initial}
          placeholder={t('menuSearch.hint')}
          maxLength={MENU_SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => searchFor(event.currentTarget.value)}
        />
        {carried.map(([name, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a query may repeat a name and a value
          <input key={index} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button" aria-label={t('search.label')}>
          <Icon path={ICON_PATHS.search} />
        </button>
      </form>
      <p className="visually-hidden" role="status" aria-live="polite">
        {query.trim() === '' ? '' : t('menuSearch.count', { count, query: query.trim() })}
      </p>
    </search>
  );
}
