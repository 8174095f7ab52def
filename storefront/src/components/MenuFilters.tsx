import { ALLERGEN_CODES, allergenName } from '@nutrimenu/core/allergens';
import type { MessageKey } from '@nutrimenu/core/messages';
import { type MouseEvent, useEffect, useRef } from 'react';
import { countActiveFilters } from '../filters/countActiveFilters';
import { ALLOW_TRACES_VALUE, FILTER_QUERY_NAMES } from '../filters/filterQueryNames';
import {
  DEFAULT_MENU_FILTER,
  MENU_SORTS,
  type MenuFilter,
  type MenuSort,
  RANGE_LIMITS,
  RANGE_NUTRIENTS,
  RANGE_UNITS,
} from '../filters/menuFilter';
import { parseMenuFilter } from '../filters/parseMenuFilter';
import { replaceFilterInQuery } from '../filters/replaceFilterInQuery';
import { serializeMenuFilter } from '../filters/serializeMenuFilter';
import { usePage } from '../PageContext';
import { CategoryTabs } from './CategoryTabs';
import { MenuSearchCarried } from './MenuSearchCarried';
import { RememberAllergens } from './RememberAllergens';
import './MenuFilters.css';

const RANGE_LABELS = {
  energyKcal: 'filter.range.energy',
  fat: 'filter.range.fat',
  carbohydrate: 'filter.range.carbohydrate',
  protein: 'filter.range.protein',
  salt: 'filter.range.salt',
} as const satisfies Record<(typeof RANGE_NUTRIENTS)[number], MessageKey>;

const SORT_LABELS = {
  menu: 'filter.sort.menu',
  'energy-asc': 'filter.sort.energyAsc',
  'energy-desc': 'filter.sort.energyDesc',
} as const satisfies Record<MenuSort, MessageKey>;

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
  const { t, locale } = usePage();
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDetailsElement>(null);

  const applyForm = (form: HTMLFormElement) => {
    const next = parseMenuFilter(formQuery(form));
    // Typing "1" into "10" changes nothing: no re-render of the whole menu.
    if (serializeMenuFilter(next) !== serializeMenuFilter(filter)) onChange(next);
    clearTimeout(addressBarTimer);
    addressBarTimer = setTimeout(() => showInAddressBar(next), ADDRESS_BAR_DELAY_MS);
  };

  // A browser restoring the fields (back button) may show other values than the URL's: the
  // fields win, as they are what the diner sees. This also makes a non-canonical URL canonical.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    if (formRef.current) applyForm(formRef.current);
  }, []);

  const reset = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = formRef.current;
    if (!form) return;
    event.preventDefault();
    clearForm(form);
    applyForm(form);
  };

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
            <div className="menu-filters__body">
              <label className="menu-filters__group menu-filters__sort">
                <span>{t('filter.sort.heading')}</span>
                <select name={FILTER_QUERY_NAMES.sort} defaultValue={initial.sort}>
                  {MENU_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(SORT_LABELS[sort])}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset className="menu-filters__group">
                <legend>{t('filter.nutrition.heading')}</legend>
                <div className="menu-filters__ranges">
                  {RANGE_NUTRIENTS.map((nutrient) => {
                    const unit = RANGE_UNITS[nutrient];
                    const names = FILTER_QUERY_NAMES.ranges[nutrient];
                    const { min, max } = initial.ranges[nutrient];
                    return (
                      <fieldset key={nutrient} className="menu-filters__range">
                        <legend>{t(RANGE_LABELS[nutrient])}</legend>
                        <label>
                          <span>{t('filter.range.min', { unit })}</span>
                          <input
                            type="number"
                            name={names.min}
                            inputMode="decimal"
                            min={0}
                            max={RANGE_LIMITS[nutrient]}
                            step="any"
                            defaultValue={min ?? ''}
                          />
                        </label>
                        <label>
                          <span>{t('filter.range.max', { unit })}</span>
                          <input
                            type="number"
                            name={names.max}
                            inputMode="decimal"
                            min={0}
                            max={RANGE_LIMITS[nutrient]}
                            step="any"
                            defaultValue={max ?? ''}
                          />
                        </label>
                      </fieldset>
                    );
                  })}
                </div>
              </fieldset>
              <fieldset className="menu-filters__group">
                <legend>{t('filter.allergens.heading')}</legend>
                <ul className="menu-filters__allergens">
                  {ALLERGEN_CODES.map((code) => (
                    <li key={code}>
                      <label className="menu-filters__check">
                        <input
                          type="checkbox"
                          name={FILTER_QUERY_NAMES.exclude}
                          value={code}
                          defaultChecked={initial.exclude.includes(code)}
                        />
                        <span>{allergenName(code, locale)}</span>
                      </label>
                    </li>
                  ))}
                </ul>
                <label className="menu-filters__check menu-filters__traces">
                  <input
                    type="checkbox"
                    name={FILTER_QUERY_NAMES.traces}
                    value={ALLOW_TRACES_VALUE}
                    defaultChecked={initial.allowTraces}
                  />
                  <span>{t('filter.allergens.allowTraces')}</span>
                </label>
                <RememberAllergens menuPath={resetHref} />
              </fieldset>
              <a href={resetHref} className="button menu-filters__reset" onClick={reset}>
                {t('filter.reset')}
              </a>
            </div>
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
