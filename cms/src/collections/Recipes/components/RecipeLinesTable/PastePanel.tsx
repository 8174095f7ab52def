'use client';

import type { Translate } from '@nutrimenu/core/messages';
import type { MessageKey } from '@nutrimenu/core/messages/en';
import {
  type PastedLine,
  type PastedLineIssue,
  parsePastedLines,
  type QuantityUnit,
} from '@nutrimenu/core/recipe';
import { useId, useState } from 'react';
import { ItemCombobox } from './ItemCombobox';
import { matchPastedName, type PastedMatch, type SearchHit } from './matchPastedName';
import { searchItems } from './useItemSearch';

/** A resolved pasted line, ready to become a row of the `lines` array. */
export interface PastedRecipeLine {
  ingredient: number;
  quantity: number;
  unit: QuantityUnit;
}

interface Item {
  line: PastedLine;
  match: PastedMatch | null;
  chosen: SearchHit | null;
  dropped: boolean;
}

export interface PastePanelProps {
  t: Translate;
  api: string;
  locale: string;
  numberLocale: string;
  initialText: string;
  onInsert: (lines: PastedRecipeLine[]) => void;
  onClose: () => void;
}

const ISSUE_KEYS: Record<PastedLineIssue, MessageKey> = {
  noQuantity: 'admin.lines.paste.issue.noQuantity',
  invalidQuantity: 'admin.lines.paste.issue.invalidQuantity',
  unknownUnit: 'admin.lines.paste.issue.unknownUnit',
  noName: 'admin.lines.paste.issue.noName',
};

const UNIT_KEYS: Record<QuantityUnit, MessageKey> = {
  g: 'admin.unit.g',
  ml: 'admin.unit.ml',
  pcs: 'admin.unit.pcs',
};

/**
 * Several recipe lines pasted at once (a list or spreadsheet cells, parsed by core's
 * `parsePastedLines`): each name is looked up with the ingredient search, the lines without a
 * single match wait for the owner's choice or to be dropped, and nothing reaches the form until
 * every line is resolved; then all are added together.
 */
export function PastePanel({
  t,
  api,
  locale,
  numberLocale,
  initialText,
  onInsert,
  onClose,
}: PastePanelProps) {
  const baseId = useId();
  const [text, setText] = useState(initialText);
  const [items, setItems] = useState<Item[] | null>(null);
  const [busy, setBusy] = useState(false);

  const match = async () => {
    setBusy(true);
    const lines = parsePastedLines(text);
    const matched = await Promise.all(
      lines.map(async (line): Promise<Item> => {
        if (line.status !== 'parsed') return { line, match: null, chosen: null, dropped: false };
        const hits = await searchItems(api, 'ingredient', line.name, locale, null).catch(() => []);
        const found = matchPastedName(line.name, hits);
        return {
          line,
          match: found,
          chosen: found.status === 'matched' ? found.hit : null,
          dropped: false,
        };
      }),
    );
    setItems(matched);
    setBusy(false);
  };
  const update = (index: number, change: Partial<Item>) =>
    setItems((current) =>
      current ? current.map((item, i) => (i === index ? { ...item, ...change } : item)) : current,
    );

  const kept = items?.filter((item) => !item.dropped) ?? [];
  const pending = kept.filter((item) => item.line.status !== 'parsed' || !item.chosen).length;
  const ready = items !== null && pending === 0 && kept.length > 0;

  const insert = () => {
    const lines = kept.flatMap((item) =>
      item.line.status === 'parsed' && item.chosen
        ? [{ ingredient: item.chosen.id, quantity: item.line.quantity, unit: item.line.unit }]
        : [],
    );
    onInsert(lines);
  };

  return (
    <section className="recipe-lines__paste" aria-labelledby={`${baseId}-title`}>
      <h4 id={`${baseId}-title`}>{t('admin.lines.paste.title')}</h4>
      <label htmlFor={`${baseId}-text`}>{t('admin.lines.paste.hint')}</label>
      <textarea
        id={`${baseId}-text`}
        className="recipe-lines__paste-text"
        rows={6}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setItems(null);
        }}
      />
      <div className="recipe-lines__paste-actions">
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          disabled={busy || text.trim() === ''}
          onClick={match}
        >
          {t('admin.lines.paste.match')}
        </button>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          onClick={onClose}
        >
          {t('admin.lines.paste.cancel')}
        </button>
      </div>
      {busy ? <p role="status">{t('admin.lines.paste.matching')}</p> : null}
      {items ? (
        <>
          <ol className="recipe-lines__paste-list">
            {items.map((item, index) => (
              <li
                // The pasted lines do not move: their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                className={item.dropped ? 'recipe-lines__paste-item--dropped' : undefined}
              >
                <PasteItem
                  t={t}
                  api={api}
                  locale={locale}
                  numberLocale={numberLocale}
                  id={`${baseId}-${index}`}
                  item={item}
                  onChange={(change) => update(index, change)}
                />
              </li>
            ))}
          </ol>
          <p role="status" className="recipe-lines__paste-status">
            {pending > 0 ? t('admin.lines.paste.pending', { count: pending }) : null}
          </p>
          <button
            type="button"
            className="btn btn--style-primary btn--size-small"
            disabled={!ready}
            onClick={insert}
          >
            {t('admin.lines.paste.insert', { count: kept.length })}
          </button>
        </>
      ) : null}
    </section>
  );
}

interface PasteItemProps {
  t: Translate;
  api: string;
  locale: string;
  numberLocale: string;
  id: string;
  item: Item;
  onChange: (change: Partial<Item>) => void;
}

function PasteItem({ t, api, locale, numberLocale, id, item, onChange }: PasteItemProps) {
  const { line } = item;
  const drop = (
    <button
      type="button"
      className="btn btn--style-secondary btn--size-small"
      aria-pressed={item.dropped}
      onClick={() => onChange({ dropped: !item.dropped })}
    >
      {t(item.dropped ? 'admin.lines.paste.keep' : 'admin.lines.paste.drop')}
    </button>
  );
  if (line.status !== 'parsed') {
    return (
      <div className="recipe-lines__paste-row">
        <span className="recipe-lines__paste-source">{line.text}</span>
        <span className="recipe-lines__paste-problem">
          {t(ISSUE_KEYS[line.issue], { unit: line.unitText ?? '' })}
        </span>
        {drop}
      </div>
    );
  }
  const what = `${line.name} · ${line.quantity.toLocaleString(numberLocale)} ${t(UNIT_KEYS[line.unit])}`;
  return (
    <div className="recipe-lines__paste-row">
      <span className="recipe-lines__paste-source">{what}</span>
      {item.chosen ? (
        <>
          <span className="recipe-lines__paste-chosen">→ {item.chosen.name}</span>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            onClick={() => onChange({ chosen: null })}
            disabled={item.dropped}
          >
            {t('admin.lines.paste.change')}
          </button>
        </>
      ) : (
        <>
          <span className="recipe-lines__paste-problem">
            {t(
              item.match?.status === 'ambiguous'
                ? 'admin.lines.paste.ambiguous'
                : 'admin.lines.paste.unmatched',
            )}
          </span>
          {item.match?.status === 'ambiguous' ? (
            <select
              aria-label={t('admin.lines.paste.choose', { name: line.name })}
              value=""
              disabled={item.dropped}
              onChange={(event) => {
                const hit =
                  item.match?.status === 'ambiguous'
                    ? item.match.hits.find((h) => String(h.id) === event.target.value)
                    : undefined;
                if (hit) onChange({ chosen: hit });
              }}
            >
              <option value="">{t('admin.lines.paste.choose', { name: line.name })}</option>
              {item.match.hits.map((hit) => (
                <option key={hit.id} value={hit.id}>
                  {hit.name}
                </option>
              ))}
            </select>
          ) : null}
          <ItemCombobox
            id={`${id}-search`}
            api={api}
            kind="ingredient"
            locale={locale}
            excludeRecipeId={null}
            selectedName=""
            label={t('admin.lines.paste.searchOther', { name: line.name })}
            placeholder={t('admin.ingredients.search.placeholder')}
            noneText={t('admin.ingredients.search.none')}
            onPick={(hit) => onChange({ chosen: hit })}
          />
        </>
      )}
      {drop}
    </div>
  );
}
