'use client';

import { FieldError, FieldLabel, useConfig, useField, useTranslation } from '@payloadcms/ui';
import type { RelationshipFieldClientComponent } from 'payload';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { adminLocale } from '../../../../utilities/adminTranslator';
import { useAdminTranslator } from '../../../../utilities/useAdminTranslator';

interface Hit {
  id: number;
  name: string;
  source: { kind: string | null; code: string | null };
  restaurant: number | null;
}

/** Waits this long after the last key before asking, so typing a word makes one request. */
const DEBOUNCE_MS = 200;

/**
 * A recipe line's ingredient picker: what is typed goes to GET /api/ingredients/search (accents
 * and case ignored, words in any order, names in every language, the restaurant's own first),
 * named in the admin's language (library foods are named in every language; the content locale
 * being edited is the restaurant's texts' business, not the library's). Payload's relationship select filters with a `like` on the
 * name in one locale, which finds neither "faina" for "Făină" nor a name in another language.
 * The value stays the ingredient's id, so saving, validation and filterOptions are unchanged.
 */
export const IngredientPicker: RelationshipFieldClientComponent = ({ field, path }) => {
  const { value, setValue, showError, errorMessage } = useField<number | null>({ path });
  const { config } = useConfig();
  const { i18n } = useTranslation();
  const locale = { code: adminLocale(i18n.language) };
  const t = useAdminTranslator(i18n.language);
  const api = `${config.serverURL}${config.routes.api}`;
  const listId = useId();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [active, setActive] = useState(0);
  const [selectedName, setSelectedName] = useState('');

  useEffect(() => {
    if (!value) {
      setSelectedName('');
      return;
    }
    const controller = new AbortController();
    fetch(`${api}/ingredients/${value}?depth=0&locale=${locale.code}&select[name]=true`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: { name?: string } | null) => setSelectedName(doc?.name ?? `#${value}`))
      .catch(() => {});
    return () => controller.abort();
  }, [api, value, locale.code]);

  useEffect(() => {
    if (query.trim() === '') {
      setHits(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q: query, locale: locale.code, limit: '20' });
      fetch(`${api}/ingredients/search?${params}`, {
        credentials: 'include',
        signal: controller.signal,
      })
        .then((response) => (response.ok ? response.json() : { docs: [] }))
        .then((body: { docs: Hit[] }) => {
          setHits(body.docs);
          setActive(0);
        })
        .catch(() => {});
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query, locale.code]);

  const pick = (hit: Hit) => {
    setValue(hit.id);
    setSelectedName(hit.name);
    setQuery('');
    setHits(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!hits || hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) pick(hit);
    } else if (event.key === 'Escape') {
      setHits(null);
    }
  };

  return (
    <div className="field-type relationship" style={{ flex: '1 1 auto', position: 'relative' }}>
      <FieldLabel label={field.label} path={path} required={field.required} />
      <FieldError path={path} showError={showError} message={errorMessage} />
      {value ? (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 4 }}>
          <strong>{selectedName}</strong>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            onClick={() => setValue(null)}
            aria-label={i18n.t('general:remove')}
          >
            ×
          </button>
        </div>
      ) : null}
      <input
        type="search"
        className="ingredient-picker__input"
        role="combobox"
        aria-expanded={Boolean(hits && hits.length > 0)}
        aria-controls={listId}
        aria-activedescendant={hits?.[active] ? `${listId}-${active}` : undefined}
        value={query}
        placeholder={t?.('admin.ingredients.search.placeholder') ?? ''}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        style={{ width: '100%' }}
      />
      {hits ? (
        <div
          id={listId}
          role="listbox"
          style={{
            position: 'absolute',
            zIndex: 10,
            left: 0,
            right: 0,
            maxHeight: 320,
            overflowY: 'auto',
            background: 'var(--theme-input-bg)',
            border: '1px solid var(--theme-elevation-150)',
          }}
        >
          {hits.length === 0 ? (
            <div style={{ padding: '6px 10px' }}>{t?.('admin.ingredients.search.none')}</div>
          ) : (
            hits.map((hit, index) => (
              <div
                key={hit.id}
                tabIndex={-1}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(hit);
                }}
                onMouseEnter={() => setActive(index)}
                style={{
                  padding: '6px 10px',
                  cursor: 'pointer',
                  background: index === active ? 'var(--theme-elevation-100)' : undefined,
                }}
              >
                {hit.name}
                {hit.source.kind === 'ciqual' ? (
                  <small style={{ opacity: 0.6 }}> · CIQUAL {hit.source.code}</small>
                ) : null}
              </div>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
};
