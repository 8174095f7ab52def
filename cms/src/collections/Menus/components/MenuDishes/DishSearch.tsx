'use client';

import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { DishSummaryText } from './DishSummaryText';
import { type DishSummary, fetchDishes } from './fetchDishes';

/** Waits this long after the last key before asking, so typing a word makes one request. */
const DEBOUNCE_MS = 200;

interface DishSearchProps {
  api: string;
  restaurant: number | string;
  contentLocale: string;
  locale: Locale;
  t: Translate;
  /** Dishes already in the section: shown, but not offered again. */
  chosen: readonly number[];
  onPick: (dish: DishSummary) => void;
}

/**
 * The menu editor's "add a dish" box: a combobox over the restaurant's dishes, matched as the
 * ingredient search matches (accents and case ignored, any locale, word prefixes) by
 * GET /api/recipes/menu-dishes. Arrow keys choose, Enter adds and keeps the focus for the next.
 */
export function DishSearch({
  api,
  restaurant,
  contentLocale,
  locale,
  t,
  chosen,
  onPick,
}: DishSearchProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<DishSummary[] | null>(null);
  const [active, setActive] = useState(0);
  // Read when hits arrive: adding a dish must not search again.
  const chosenNow = useRef(chosen);
  chosenNow.current = chosen;

  useEffect(() => {
    if (query.trim() === '') {
      setHits(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchDishes(api, { restaurant, locale: contentLocale, q: query }, controller.signal)
        .then((docs) => {
          setHits(docs);
          setActive(
            Math.max(
              0,
              docs.findIndex((doc) => !chosenNow.current.includes(doc.id)),
            ),
          );
        })
        .catch(() => {});
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, restaurant, contentLocale, query]);

  const pick = (dish: DishSummary) => {
    if (chosen.includes(dish.id)) return;
    onPick(dish);
    setQuery('');
    setHits(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setHits(null);
      return;
    }
    if (!hits || hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      // Enter adds a dish; it must never submit the menu form.
      event.preventDefault();
      const hit = hits[active];
      if (hit) pick(hit);
    }
  };

  return (
    <div className="menu-dishes__search">
      <input
        type="search"
        className="menu-dishes__search-input"
        role="combobox"
        aria-label={t('admin.menuDishes.search.label')}
        aria-expanded={Boolean(hits && hits.length > 0)}
        aria-controls={listId}
        aria-activedescendant={hits?.[active] ? `${listId}-${active}` : undefined}
        value={query}
        placeholder={t('admin.menuDishes.search.placeholder')}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {hits ? (
        <div id={listId} role="listbox" className="menu-dishes__hits">
          {hits.length === 0 ? (
            <div className="menu-dishes__hit menu-dishes__hit--none">
              {t('admin.menuDishes.search.none', { query: query.trim() })}
            </div>
          ) : (
            hits.map((hit, index) => {
              const taken = chosen.includes(hit.id);
              return (
                <div
                  key={hit.id}
                  id={`${listId}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  aria-disabled={taken}
                  className={`menu-dishes__hit${index === active ? ' menu-dishes__hit--active' : ''}${taken ? ' menu-dishes__hit--taken' : ''}`}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(hit);
                  }}
                  onMouseEnter={() => setActive(index)}
                >
                  <span className="menu-dishes__name">{hit.name}</span>
                  {taken ? (
                    <span className="menu-dishes__taken">
                      {' '}
                      · {t('admin.menuDishes.alreadyAdded')}
                    </span>
                  ) : null}
                  <DishSummaryText dish={hit} t={t} locale={locale} />
                </div>
              );
            })
          )}
        </div>
      ) : null}
    </div>
  );
}
