import { type MouseEvent, useCallback, useEffect, useRef } from 'react';
import { countActiveFilters } from '../filters/countActiveFilters';
import { DEFAULT_MENU_FILTER, type MenuFilter } from '../filters/menuFilter';
import { parseMenuFilter } from '../filters/parseMenuFilter';
import { replaceFilterInQuery } from '../filters/replaceFilterInQuery';
import { serializeMenuFilter } from '../filters/serializeMenuFilter';
import { usePage } from '../PageContext';
import { CategoryTabs } from './CategoryTabs';
import { MenuFilterFields } from './MenuFilterFields';
import { MenuSearchCarried } from './MenuSearchCarried';
import './MenuFilters.css';

/** The form's fields as the query a GET submission would send, so both paths parse the same. */
function formQuery(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(name, value);
  }
  return params;
}

// The address bar follows a moment after the change, as the search's does (MenuSearch): replacing
// the URL costs the browser work of its own that the tap need not wait for.
const ADDRESS_BAR_DELAY_MS = 300;
let addressBarTimer: ReturnType<typeof setTimeout> | undefined;

/** Puts the filter in the address bar without a navigation, so the URL can still be shared. */
function showInAddressBar(filter: MenuFilter): void {
  const { pathname, search, hash } = window.location;
  const query = replaceFilterInQuery(search, filter);
  const next = query === '' ? '' : `?${query}`;
  if (next !== search) {
    window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
  }
}

function clearForm(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement) element.value = DEFAULT_MENU_FILTER.sort;
    if (!(element instanceof HTMLInputElement)) continue;
    if (element.type === 'radio') element.checked = element.value === DEFAULT_MENU_FILTER.category;
    else if (element.type === 'checkbox') element.checked = false;
    else element.value = '';
  }
}

/**
 * The menu filter: a GET form whose fields are the query parameters, so it works
 * without JavaScript (Apply reloads the page with the filter in the URL) and a filtered menu can
 * be shared. On the page it is a compact bar (category tabs; the filter button with the number
 * of active settings, Apply and the count); the sort, ranges and allergens drop down from the
 * button, a <details> that opens without JavaScript. Once hydrated, every change filters at once through `onChange` and replaces the URL
 * without a navigation. The fields are uncontrolled, starting from `initial` (the rendered
 * query); the form, not React state, is what a change is read from.
 */
export function MenuFilters({
  initial,
  filter,
  count,
  resetHref,
  onChange,
}: {
  /** The filter of the rendered URL: the fields' starting values. */
  initial: MenuFilter;
  /** The filter now applied, for the summary of the collapsible panel. */
  filter: MenuFilter;
  /** How many dishes the menu shows under `filter`. */
  count: number;
  /** The menu without a query. */
  resetHref: string;
  onChange: (filter: MenuFilter) => void;
}) {
  const { t } = usePage();
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDetailsElement>(null);
  // The handlers read the filter applied and the page's callback at the time of the change, so
  // they stay the same functions and the memoised fields never render again for a change.
  const latest = useRef({ filter, onChange });
  latest.current = { filter, onChange };

  const applyForm = useCallback((form: HTMLFormElement) => {
    const next = parseMenuFilter(formQuery(form));
    // Typing "1" into "10" changes nothing: no re-render of the whole menu.
    if (serializeMenuFilter(next) !== serializeMenuFilter(latest.current.filter)) {
      latest.current.onChange(next);
    }
    clearTimeout(addressBarTimer);
    addressBarTimer = setTimeout(() => showInAddressBar(next), ADDRESS_BAR_DELAY_MS);
  }, []);

  // A browser restoring the fields (back button) may show other values than the URL's: the
  // fields win, as they are what the diner sees. This also makes a non-canonical URL canonical.
  useEffect(() => {
    if (formRef.current) applyForm(formRef.current);
  }, [applyForm]);

  const reset = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      const form = formRef.current;
      if (!form) return;
      event.preventDefault();
      clearForm(form);
      applyForm(form);
    },
    [applyForm],
  );

  const active = countActiveFilters(filter);
  return (
    <search aria-label={t('filter.title')}>
      <form
        ref={formRef}
        method="get"
        className="menu-filters"
        onChange={(event) => applyForm(event.currentTarget)}
        onSubmit={(event) => {
          // A button posting elsewhere (remember my allergens) submits natively.
          if ((event.nativeEvent as SubmitEvent).submitter?.hasAttribute('formaction')) return;
          event.preventDefault();
          applyForm(event.currentTarget);
          // On a phone the open panel hides the dishes; Apply is how the diner gets back to them.
          if (panelRef.current) panelRef.current.open = false;
        }}
      >
        <CategoryTabs defaultCategory={initial.category} />
        <MenuSearchCarried />
        <div className="menu-filters__actions">
          <details ref={panelRef} className="menu-filters__panel">
            <summary>
              {t('filter.open')}
              {/* A badge with the number on screen, the whole phrase for screen readers: the
                  button keeps its width in every language, beside Apply on a phone. */}
              {active > 0 && (
                <span className="menu-filters__active">
                  <span className="menu-filters__badge" aria-hidden="true">
                    {active}
                  </span>
                  <span className="visually-hidden">
                    {` (${t('filter.activeCount', { count: active })})`}
                  </span>
                </span>
              )}
            </summary>
            <MenuFilterFields initial={initial} resetHref={resetHref} onReset={reset} />
          </details>
          <button type="submit" className="button button-primary">
            {t('filter.apply')}
          </button>
          <p className="menu-filters__count" role="status" aria-live="polite">
            {t('filter.showDishes', { count })}
          </p>
        </div>
      </form>
    </search>
  );
}
