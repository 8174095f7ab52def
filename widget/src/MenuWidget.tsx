import { ALLERGEN_CODES, ALLERGEN_NAMES } from '@nutrimenu/core/allergens';
import { formatPrice, LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import { DECLARATION_ORDER } from '@nutrimenu/core/nutrition';
import { Component } from 'preact';
import { type LoadResult, loadMenu } from './loadMenu';
import type { WidgetDish, WidgetMenu, WidgetNutrient } from './readMenu';
import { createTranslate, type Translate } from './translate';
import {
  DEFAULT_WIDGET_FILTER,
  WIDGET_CATEGORIES,
  type WidgetFilter,
  widgetDishMatches,
} from './widgetFilter';
import type { WidgetMessageKey } from './widgetMessageKeys';

export interface MenuWidgetProps {
  restaurant: string;
  locale: Locale;
  menu: string | null;
  /** Where the public menu JSON is read. */
  apiOrigin: string;
  /** The storefront the "full menu" link and relative image URLs point to. */
  siteOrigin: string;
}

// Core's names; a code this build does not know (from a newer CMS) is shown as it is. Core's
// allergenName would need an isAllergenCode guard first, bytes the 12 KB budget need not spend.
function allergenName(code: string, locale: Locale): string {
  return ALLERGEN_NAMES[code as keyof typeof ALLERGEN_NAMES]?.[locale] ?? code;
}

function cellText(cell: WidgetNutrient | undefined, unit: string, t: Translate): string {
  const display = cell?.display;
  if (typeof display !== 'string' || (cell?.status !== 'known' && cell?.status !== 'lowerBound')) {
    return t('nutrition.valueUnknown');
  }
  const value = `${display} ${unit}`;
  return cell.status === 'lowerBound' ? t('nutrition.atLeast', { value }) : value;
}

function lineText(
  table: Record<string, WidgetNutrient | undefined>,
  line: (typeof DECLARATION_ORDER)[number],
  t: Translate,
): string {
  if (line !== 'energy') return cellText(table[line], 'g', t);
  // Core's "{kj} kJ / {kcal} kcal" in every locale, written here without its message's bytes.
  return `${cellText(table.energyKj, 'kJ', t)} / ${cellText(table.energyKcal, 'kcal', t)}`;
}

function Nutrition({ dish, t }: { dish: WidgetDish; t: Translate }) {
  const nutrition = dish.nutrition;
  if (!nutrition) return null;
  const ml = nutrition.basis === 'ml';
  const portion = nutrition.perPortion && nutrition.portion !== null ? nutrition.perPortion : null;
  const amount = String(Math.round(nutrition.portion ?? 0));
  return (
    <details>
      <summary>{t('nutrition.heading')}</summary>
      <table>
        <thead>
          <tr>
            <td />
            <th scope="col">{t(ml ? 'nutrition.per100ml' : 'nutrition.per100g')}</th>
            {portion && (
              <th scope="col">
                {t(ml ? 'nutrition.perPortionMl' : 'nutrition.perPortion', {
                  grams: amount,
                  millilitres: amount,
                })}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {DECLARATION_ORDER.map((line) => (
            <tr key={line}>
              <th scope="row">{t(`nutrition.line.${line}` as WidgetMessageKey)}</th>
              <td>{lineText(nutrition.per100, line, t)}</td>
              {portion && <td>{lineText(portion, line, t)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function Dish(props: {
  dish: WidgetDish;
  menu: WidgetMenu;
  locale: Locale;
  t: Translate;
  site: string;
}) {
  const { dish, menu, locale, t, site } = props;
  const price = formatPrice(dish.price, menu.restaurant.currency, locale);
  const perPortion = dish.nutrition?.perPortion;
  const names = (codes: string[]) => codes.map((code) => allergenName(code, locale)).join(', ');
  return (
    <li data-dish={dish.slug}>
      <h4>
        {dish.name}
        {price && ` · ${price}`}
        {/* Energy per portion at the point of choice, in kJ and kcal as the storefront's card
            states it; left out, never 0, when not known. */}
        {typeof perPortion?.energyKcal?.display === 'string' &&
          typeof perPortion.energyKj?.display === 'string' &&
          ` · ${lineText(perPortion, 'energy', t)}`}
      </h4>
      {dish.image && (
        <img
          src={new URL(dish.image.url, site).href}
          width={dish.image.width}
          height={dish.image.height}
          alt={dish.image.alt}
          loading="lazy"
        />
      )}
      {dish.description && <p>{dish.description}</p>}
      {(dish.tags.length > 0 || dish.frozen) && (
        <ul class="c">
          {dish.tags.map((tag) => (
            <li key={tag}>{t(`tag.${tag}` as WidgetMessageKey)}</li>
          ))}
          {dish.frozen && <li>{t('dish.frozen')}</li>}
        </ul>
      )}
      <p>
        <strong>{t('allergens.heading')}: </strong>
        {names(dish.contains)}
        {!dish.complete
          ? `${dish.contains.length > 0 ? '. ' : ''}${t('allergens.unknown')}`
          : dish.contains.length === 0
            ? t('allergens.none')
            : ''}
      </p>
      {dish.traces.length > 0 && (
        <p>
          <strong>{t('allergens.mayContain.heading')}: </strong>
          {names(dish.traces)}
        </p>
      )}
      {dish.nutriScore && <p>{t('nutrition.nutriScoreGrade', { grade: dish.nutriScore })}</p>}
      <Nutrition dish={dish} t={t} />
    </li>
  );
}

function Filters(props: {
  filter: WidgetFilter;
  setFilter: (filter: WidgetFilter) => void;
  locale: Locale;
  t: Translate;
}) {
  const { filter, setFilter, locale, t } = props;
  return (
    <div>
      <fieldset>
        <legend>{t('menu.category.label')}</legend>
        {WIDGET_CATEGORIES.map((category) => (
          <label key={category}>
            <input
              type="radio"
              name="category"
              value={category}
              checked={filter.category === category}
              onChange={() => setFilter({ ...filter, category })}
            />
            {t(`menu.category.${category}`)}
          </label>
        ))}
      </fieldset>
      <details>
        <summary>{t('filter.allergens.heading')}</summary>
        <fieldset>
          <legend>{t('filter.allergens.heading')}</legend>
          {ALLERGEN_CODES.map((code) => (
            <label key={code}>
              <input
                type="checkbox"
                name="exclude"
                value={code}
                checked={filter.exclude.includes(code)}
                onChange={(event) => {
                  const on = (event.currentTarget as HTMLInputElement).checked;
                  setFilter({
                    ...filter,
                    exclude: on
                      ? [...filter.exclude, code]
                      : filter.exclude.filter((item) => item !== code),
                  });
                }}
              />
              {allergenName(code, locale)}
            </label>
          ))}
          <label>
            <input
              type="checkbox"
              name="allowTraces"
              checked={filter.allowTraces}
              onChange={(event) =>
                setFilter({
                  ...filter,
                  allowTraces: (event.currentTarget as HTMLInputElement).checked,
                })
              }
            />
            {t('filter.allergens.allowTraces')}
          </label>
        </fieldset>
      </details>
    </div>
  );
}

interface MenuWidgetState {
  result: LoadResult | null;
  filter: WidgetFilter;
}

/**
 * The embedded menu: loads the public menu, then shows its sections and dishes with the
 * category and allergen filters; loading, not found, error and offline states in its place.
 * A class component: preact/hooks would take a sizeable share of the 12 KB budget.
 */
export class MenuWidget extends Component<MenuWidgetProps, MenuWidgetState> {
  override state: MenuWidgetState = { result: null, filter: DEFAULT_WIDGET_FILTER };
  private attempt = 0;

  override componentDidMount() {
    this.load();
  }

  override componentWillUnmount() {
    this.attempt = -1;
  }

  private load() {
    const { restaurant, locale, menu, apiOrigin } = this.props;
    const attempt = ++this.attempt;
    this.setState({ result: null });
    loadMenu(apiOrigin, restaurant, locale, menu).then((result) => {
      if (attempt === this.attempt) this.setState({ result });
    });
  }

  override render() {
    const { restaurant, locale, siteOrigin } = this.props;
    const { result, filter } = this.state;
    const t = createTranslate(locale);
    if (!result) {
      return <p role="status">{t('page.loading')}</p>;
    }
    if (result.kind !== 'ok') {
      return (
        <div role="alert">
          <p>
            {t(
              result.kind === 'offline'
                ? 'page.offline'
                : result.kind === 'notFound'
                  ? 'widget.notFound'
                  : 'error.unavailable.title',
            )}
          </p>
          {result.kind !== 'notFound' && (
            <button type="button" onClick={() => this.load()}>
              {t('page.retry')}
            </button>
          )}
        </div>
      );
    }
    const data = result.menu;
    const sections = data.sections
      .map((section) => ({
        ...section,
        dishes: section.dishes.filter((dish) => widgetDishMatches(dish, filter)),
      }))
      .filter((section) => section.dishes.length > 0);
    const fullMenu = new URL(
      `/${locale}/restaurant/${encodeURIComponent(data.restaurant.slug || restaurant)}${
        data.isDefaultMenu || !data.menuSlug ? '' : `/${encodeURIComponent(data.menuSlug)}`
      }`,
      siteOrigin,
    ).href;
    return (
      <section aria-labelledby="nm-title" lang={LOCALE_TAGS[locale]}>
        <h2 id="nm-title">{data.restaurant.name}</h2>
        <Filters
          filter={filter}
          setFilter={(next) => this.setState({ filter: next })}
          locale={locale}
          t={t}
        />
        <div aria-live="polite">{sections.length === 0 && <p>{t('menu.empty')}</p>}</div>
        {sections.map((section) => (
          <section key={section.id} aria-label={section.title}>
            <h3>{section.title}</h3>
            <ul>
              {section.dishes.map((dish) => (
                <Dish
                  key={dish.id}
                  dish={dish}
                  menu={data}
                  locale={locale}
                  t={t}
                  site={siteOrigin}
                />
              ))}
            </ul>
          </section>
        ))}
        <p>
          <a href={fullMenu} target="_blank" rel="noopener">
            {t('widget.openFullMenu')}
          </a>
        </p>
      </section>
    );
  }
}
