'use client';

import type { QuantityUnit } from '@nutrimenu/core/recipe';
import {
  DraggableSortable,
  DraggableSortableItem,
  FieldError,
  FieldLabel,
  useConfig,
  useDocumentInfo,
  useField,
  useForm,
  useLocale,
  useTranslation,
} from '@payloadcms/ui';
import type { ArrayFieldClientComponent, FormState } from 'payload';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { adminLocale } from '../../../../utilities/adminTranslator';
import { useAdminTranslator } from '../../../../utilities/useAdminTranslator';
import { type LineCell, LineRow } from './LineRow';
import { forgetItemFacts } from './loadItemFacts';
import { type PastedRecipeLine, PastePanel } from './PastePanel';
import './index.scss';

interface NewLine {
  kind: 'ingredient';
  ingredient: number | null;
  quantity: number | null;
  unit: QuantityUnit;
}

// A row id as Payload makes them (24 hex digits), chosen here so the new row can be focused.
function newRowId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

function rowState(id: string, line: NewLine): FormState {
  const field = (value: unknown) => ({ value, initialValue: undefined, valid: true });
  return {
    id: field(id),
    kind: field(line.kind),
    ingredient: field(line.ingredient),
    recipe: { ...field(null), passesCondition: false },
    quantity: field(line.quantity),
    unit: field(line.unit),
    coldLossPercent: field(0),
  };
}

/**
 * The recipe's `lines` array as a compact table (one row per line: item, quantity, unit,
 * cleaning loss, net and gross weights, what is missing). The stored shape is the array's own, changed only
 * through the form's row actions, so the API, the CSV import and the computation see what
 * Payload's array field would have saved. The live nutrition is beside it in the document sidebar (the
 * `livePreview` field). Keyboard: Enter in the last cells goes to the next line (a new one
 * after the last), Alt+↑/↓ moves the line, each move announced; the handle also drags.
 */
export const RecipeLinesTable: ArrayFieldClientComponent = ({
  field,
  path: pathProp,
  schemaPath,
}) => {
  const path = pathProp ?? field.name;
  const { i18n } = useTranslation();
  const adminLanguage = adminLocale(i18n.language);
  const t = useAdminTranslator(adminLanguage);
  const contentLocale = useLocale();
  const { config } = useConfig();
  const { id } = useDocumentInfo();
  const { addFieldRow, moveFieldRow, removeFieldRow, getDataByPath } = useForm();
  const { rows = [], showError, errorMessage } = useField({ path, hasRows: true });
  const baseId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [pasteText, setPasteText] = useState<string | null>(null);
  // A new paste into a picker opens the panel anew with that text.
  const [pasteKey, setPasteKey] = useState(0);
  const openPaste = (text: string) => {
    setPasteText(text);
    setPasteKey((key) => key + 1);
  };
  const [factsVersion, setFactsVersion] = useState(0);
  const focusNext = useRef<{ rowId: string; cell: LineCell } | null>(null);

  const api = `${config.serverURL}${config.routes.api}`;
  const adminUrl = `${config.serverURL}${config.routes.admin}`;
  const excludeRecipeId = typeof id === 'number' ? id : id ? Number(id) : null;
  const cellId = (rowId: string) => `${baseId}-${rowId}`;

  // Back from fixing an ingredient in another tab: read the items again.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      forgetItemFacts();
      setFactsVersion((version) => version + 1);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    const element = document.getElementById(`${cellId(wanted.rowId)}-${wanted.cell}`);
    if (element) {
      element.focus();
      focusNext.current = null;
    }
  });

  const addLines = useCallback(
    (lines: NewLine[], at: number) => {
      let firstId: string | null = null;
      lines.forEach((line, offset) => {
        const rowId = newRowId();
        firstId ??= rowId;
        addFieldRow({
          path,
          schemaPath: schemaPath ?? path,
          rowIndex: at + offset,
          subFieldState: rowState(rowId, line),
        });
      });
      return firstId;
    },
    [addFieldRow, path, schemaPath],
  );

  const addEmptyLine = (at: number) => {
    const rowId = addLines(
      [{ kind: 'ingredient', ingredient: null, quantity: null, unit: 'g' }],
      at,
    );
    if (rowId) focusNext.current = { rowId, cell: 'item' };
  };

  const move = (index: number, by: -1 | 1, cell: LineCell) => {
    const to = index + by;
    const row = rows[index];
    if (!t || !row || to < 0 || to >= rows.length) return;
    moveFieldRow({ path, moveFromIndex: index, moveToIndex: to });
    focusNext.current = { rowId: row.id, cell };
    setAnnouncement(t('admin.lines.moved', { from: index + 1, to: to + 1 }));
  };

  const remove = (index: number) => {
    if (!t) return;
    removeFieldRow({ path, rowIndex: index });
    const next = rows[index + 1] ?? rows[index - 1];
    if (next) focusNext.current = { rowId: next.id, cell: 'item' };
    setAnnouncement(t('admin.lines.removed', { n: index + 1 }));
  };

  const onEnter = (index: number) => {
    const next = rows[index + 1];
    if (next) focusNext.current = { rowId: next.id, cell: 'item' };
    else addEmptyLine(index + 1);
  };

  const insertPasted = (lines: PastedRecipeLine[]) => {
    if (!t) return;
    // Empty rows left at the end (the one Enter added) give their place to the pasted lines.
    const data =
      (getDataByPath(path) as
        | { ingredient?: unknown; recipe?: unknown; quantity?: unknown }[]
        | undefined) ?? [];
    let end = data.length;
    while (end > 0) {
      const last = data[end - 1];
      if (last?.ingredient || last?.recipe || last?.quantity) break;
      end -= 1;
      removeFieldRow({ path, rowIndex: end });
    }
    addLines(
      lines.map((line) => ({ kind: 'ingredient', ...line })),
      end,
    );
    setPasteText(null);
    setAnnouncement(t('admin.lines.paste.inserted', { count: lines.length }));
  };

  if (!t) return null;
  const numberLocale = adminLanguage;

  return (
    <div className="recipe-lines" id={`field-${path.replace(/\./g, '__')}`}>
      <div className="recipe-lines__main">
        <FieldLabel label={field.label} path={path} required={field.required} as="span" />
        <FieldError path={path} showError={showError} message={errorMessage} />
        <p className="recipe-lines__hint" id={`${baseId}-hint`}>
          {t('admin.lines.hint')}
        </p>
        <DraggableSortable
          ids={rows.map((row) => row.id)}
          onDragEnd={({ moveFromIndex, moveToIndex }) => {
            if (moveFromIndex < 0 || moveToIndex < 0 || moveFromIndex === moveToIndex) return;
            moveFieldRow({ path, moveFromIndex, moveToIndex });
            setAnnouncement(
              t('admin.lines.moved', { from: moveFromIndex + 1, to: moveToIndex + 1 }),
            );
          }}
        >
          <table className="recipe-lines__table" aria-describedby={`${baseId}-hint`}>
            <thead>
              <tr>
                <th scope="col">{t('admin.lines.column.number')}</th>
                <th scope="col">{t('admin.field.kind')}</th>
                <th scope="col">{t('admin.lines.column.item')}</th>
                <th scope="col">{t('admin.recipe.line.quantity')}</th>
                <th scope="col">{t('admin.recipe.line.unit')}</th>
                <th scope="col" className="recipe-lines__cold-loss-head">
                  {t('admin.recipe.line.coldLossPercent')}
                </th>
                <th scope="col">{t('admin.lines.column.grams')}</th>
                <th scope="col">{t('admin.lines.column.grossGrams')}</th>
                <th scope="col">{t('admin.lines.column.lacks')}</th>
                <th scope="col">
                  <span className="recipe-lines__sr-only">{t('admin.lines.column.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <DraggableSortableItem key={row.id} id={row.id}>
                  {({ setNodeRef, transform, transition, listeners, isDragging }) => {
                    // Only the pointer starts a drag: keys on the handle are Alt+↑/↓ (announced in
                    // the admin language; dnd-kit's keyboard dragging speaks English).
                    const { onKeyDown: _keys, ...pointer } = listeners ?? {};
                    return (
                      <LineRow
                        path={path}
                        index={index}
                        cellId={cellId(row.id)}
                        t={t}
                        api={api}
                        adminUrl={adminUrl}
                        locale={contentLocale.code}
                        numberLocale={numberLocale}
                        excludeRecipeId={excludeRecipeId}
                        factsVersion={factsVersion}
                        drag={{
                          setNodeRef,
                          style: {
                            transform,
                            transition,
                            position: 'relative',
                            zIndex: isDragging ? 2 : undefined,
                          },
                          handle: pointer,
                        }}
                        onMove={move}
                        onRemove={remove}
                        onEnter={onEnter}
                        onPasteLines={openPaste}
                      />
                    );
                  }}
                </DraggableSortableItem>
              ))}
            </tbody>
          </table>
        </DraggableSortable>
        <div className="recipe-lines__actions">
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small recipe-lines__add"
            onClick={() => addEmptyLine(rows.length)}
          >
            {t('admin.lines.add')}
          </button>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small recipe-lines__paste-open"
            aria-expanded={pasteText !== null}
            onClick={() => setPasteText((text) => (text === null ? '' : null))}
          >
            {t('admin.lines.paste.open')}
          </button>
        </div>
        {pasteText !== null ? (
          <PastePanel
            key={pasteKey}
            t={t}
            api={api}
            locale={adminLanguage}
            numberLocale={numberLocale}
            initialText={pasteText}
            onInsert={insertPasted}
            onClose={() => setPasteText(null)}
          />
        ) : null}
        <div className="recipe-lines__sr-only" aria-live="polite" role="status">
          {announcement}
        </div>
      </div>
    </div>
  );
};
