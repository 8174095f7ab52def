import { ALLERGEN_CODES, allergenName } from '@nutrimenu/core/allergens';
import type { MessageKey } from '@nutrimenu/core/messages';
import { type MouseEvent, memo } from 'react';
import { ALLOW_TRACES_VALUE, FILTER_QUERY_NAMES } from '../filters/filterQueryNames';
import {
  MENU_SORTS,
  type MenuFilter,
  type MenuSort,
  RANGE_LIMITS,
  RANGE_NUTRIENTS,
  RANGE_UNITS,
} from '../filters/menuFilter';
import { usePage } from '../PageContext';
import { RememberAllergens } from './RememberAllergens';

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

/**
 * The fields in the menu filter's panel: sort, nutrition ranges, allergens, traces, "remember
 * my allergens" and reset. Uncontrolled, starting from `initial` (the rendered query), and
 * memoised: they depend on nothing a change sets, so a tap on a big menu's filter re-renders
 * the panel's summary and count, not these dozens of fields.
 */
export const MenuFilterFields = memo(function MenuFilterFields({
  initial,
  resetHref,
  onReset,
}: {
  /** The filter of the rendered URL: the fields' starting values. */
  initial: MenuFilter;
  /** The menu without a query. */
  resetHref: string;
  onReset: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t, locale } = usePage();
  return (
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
      <a href={resetHref} className="button menu-filters__reset" onClick={onReset}>
        {t('filter.reset')}
      </a>
    </div>
  );
});
