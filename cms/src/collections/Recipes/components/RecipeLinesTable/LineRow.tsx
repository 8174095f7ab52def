'use client';

import type { Translate } from '@nutrimenu/core/messages';
import type { MessageKey } from '@nutrimenu/core/messages/en';
import type { QuantityUnit } from '@nutrimenu/core/recipe';
import { useField } from '@payloadcms/ui';
import {
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';
import { ItemCombobox } from './ItemCombobox';
import { checkLine, type LineItemFacts, type LineLack } from './lineCheck';
import { loadItemFacts } from './loadItemFacts';

export type LineCell = 'item' | 'quantity' | 'unit' | 'coldLoss';

export interface LineRowProps {
  /** The array field's path, e.g. "lines". */
  path: string;
  index: number;
  /** Ids of the row's controls: `${cellId}-item`, `-quantity`, `-unit` and `-coldLoss`. */
  cellId: string;
  t: Translate;
  api: string;
  adminUrl: string;
  locale: string;
  numberLocale: string;
  excludeRecipeId: number | null;
  /** Changes when the items must be read again (the owner may have fixed one). */
  factsVersion: number;
  drag: {
    setNodeRef: Ref<HTMLTableRowElement>;
    style: CSSProperties;
    // biome-ignore lint/suspicious/noExplicitAny: dnd-kit's attributes and listeners, spread on the handle
    handle: Record<string, any>;
  };
  onMove: (index: number, by: -1 | 1, cell: LineCell) => void;
  onRemove: (index: number) => void;
  /** Enter in the row's last field. */
  onEnter: (index: number) => void;
  onPasteLines: (text: string) => void;
}

const UNITS: readonly QuantityUnit[] = ['g', 'ml', 'pcs'];

const UNIT_KEYS: Record<QuantityUnit, MessageKey> = {
  g: 'admin.unit.g',
  ml: 'admin.unit.ml',
  pcs: 'admin.unit.pcs',
};

const LACK_KEYS: Record<LineLack, MessageKey> = {
  allergens: 'admin.lines.lack.allergens',
  supplierLabel: 'admin.lines.lack.supplierLabel',
  density: 'admin.lines.lack.density',
  unitWeight: 'admin.lines.lack.unitWeight',
};

function formatNumber(value: number | null | undefined, locale: string): string {
  return typeof value === 'number' ? value.toLocaleString(locale, { useGrouping: false }) : '';
}

function parseQuantity(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * One recipe line as a table row, bound to the form's fields `${path}.${index}.kind`,
 * `.ingredient`, `.recipe`, `.quantity`, `.unit`, `.coldLossPercent` (the stored shape of the
 * `lines` array): the item picker, the quantity (comma or point), the unit, the cleaning loss in
 * %, the net and gross weights in grams and what the item lacks, with a link to its edit page.
 */
export function LineRow(props: LineRowProps) {
  const { path, index, cellId, t, api, adminUrl, locale, numberLocale, excludeRecipeId, drag } =
    props;
  const { factsVersion } = props;
  const row = `${path}.${index}`;
  const kindField = useField<'ingredient' | 'recipe'>({ path: `${row}.kind` });
  const ingredientField = useField<number | null>({ path: `${row}.ingredient` });
  const recipeField = useField<number | null>({ path: `${row}.recipe` });
  const quantityField = useField<number | null>({ path: `${row}.quantity` });
  const unitField = useField<QuantityUnit>({ path: `${row}.unit` });
  const coldLossField = useField<number | null>({ path: `${row}.coldLossPercent` });

  const kind = kindField.value === 'recipe' ? 'recipe' : 'ingredient';
  // Library foods are named and searched in the admin's language, whatever content language is
  // being edited: a Hungarian owner found "lapte de vacă" while the content was still Romanian.
  // A sub-recipe is the restaurant's own text, named in the content language.
  const itemLocale = kind === 'ingredient' ? numberLocale : locale;
  const itemField = kind === 'recipe' ? recipeField : ingredientField;
  const itemId = typeof itemField.value === 'number' ? itemField.value : null;
  const unit = UNITS.includes(unitField.value) ? unitField.value : 'g';
  const n = index + 1;

  const [facts, setFacts] = useState<LineItemFacts | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: factsVersion asks to read again
  useEffect(() => {
    if (itemId === null) {
      setFacts(null);
      return;
    }
    let cancelled = false;
    loadItemFacts(api, kind, itemId, itemLocale).then((loaded) => {
      if (!cancelled) setFacts(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [api, kind, itemId, itemLocale, factsVersion]);

  const format = (value: number | null | undefined) => formatNumber(value, numberLocale);
  const [quantityText, setQuantityText] = useState(() => format(quantityField.value));
  // A value set from outside (a pasted line, a reset) replaces what is shown.
  useEffect(() => {
    setQuantityText((text) =>
      parseQuantity(text) === (quantityField.value ?? null)
        ? text
        : formatNumber(quantityField.value, numberLocale),
    );
  }, [quantityField.value, numberLocale]);

  const [coldLossText, setColdLossText] = useState(() => format(coldLossField.value));
  useEffect(() => {
    setColdLossText((text) =>
      parseQuantity(text) === (coldLossField.value ?? null)
        ? text
        : formatNumber(coldLossField.value, numberLocale),
    );
  }, [coldLossField.value, numberLocale]);

  // A new line takes its ingredient's default cleaning loss once the ingredient is known, until
  // the owner types a loss; a line loaded with the recipe keeps the loss it was saved with.
  const lossTyped = useRef(false);
  const defaultedFor = useRef<number | null>(
    coldLossField.initialValue === undefined ? null : itemId,
  );
  const setColdLoss = coldLossField.setValue;
  useEffect(() => {
    if (kind !== 'ingredient' || !facts || facts.id !== itemId) return;
    if (lossTyped.current || defaultedFor.current === itemId) return;
    defaultedFor.current = itemId;
    setColdLoss(facts.defaultColdLossPercent ?? 0);
  }, [kind, facts, itemId, setColdLoss]);

  const check = checkLine(
    quantityField.value,
    unit,
    facts?.id === itemId ? facts : null,
    coldLossField.value,
  );
  const cell = (name: LineCell) => `${cellId}-${name}`;
  const label = (column: string) => t('admin.lines.cell', { n, column });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, name: LineCell) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      props.onMove(index, event.key === 'ArrowUp' ? -1 : 1, name);
    } else if (event.key === 'Enter' && name !== 'item') {
      event.preventDefault();
      props.onEnter(index);
    }
  };

  const itemLabel = label(t('admin.lines.column.item'));
  const editUrl =
    itemId === null
      ? null
      : `${adminUrl}/collections/${kind === 'recipe' ? 'recipes' : 'ingredients'}/${itemId}`;

  return (
    <tr ref={drag.setNodeRef} style={drag.style} className="recipe-lines__row">
      <td className="recipe-lines__handle-cell">
        <button
          type="button"
          className="recipe-lines__handle"
          aria-label={t('admin.lines.move', { n })}
          title={t('admin.lines.move.hint')}
          onKeyDown={(event) => {
            if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
              event.preventDefault();
              event.stopPropagation();
              props.onMove(index, event.key === 'ArrowUp' ? -1 : 1, 'item');
            }
          }}
          {...drag.handle}
        >
          <span aria-hidden="true">⠿</span> {n}
        </button>
      </td>
      <td>
        <select
          className="recipe-lines__kind"
          aria-label={label(t('admin.field.kind'))}
          value={kind}
          onChange={(event) => {
            kindField.setValue(event.target.value);
          }}
          onKeyDown={(event) => onKeyDown(event, 'item')}
        >
          <option value="ingredient">{t('admin.collection.ingredients.singular')}</option>
          <option value="recipe">{t('admin.recipe.line.subRecipe')}</option>
        </select>
      </td>
      <td className="recipe-lines__item-cell">
        <ItemCombobox
          id={cell('item')}
          api={api}
          kind={kind}
          locale={itemLocale}
          excludeRecipeId={excludeRecipeId}
          selectedName={itemId === null ? '' : facts?.id === itemId ? facts.name : `#${itemId}`}
          label={itemLabel}
          placeholder={t(
            kind === 'recipe'
              ? 'admin.lines.search.recipe'
              : 'admin.ingredients.search.placeholder',
          )}
          noneText={t('admin.ingredients.search.none')}
          invalid={itemField.showError}
          onPick={(hit) => {
            itemField.setValue(hit.id);
            document.getElementById(cell('quantity'))?.focus();
          }}
          onPasteLines={props.onPasteLines}
          onOtherKey={(event) => onKeyDown(event, 'item')}
        />
      </td>
      <td>
        <input
          id={cell('quantity')}
          type="text"
          inputMode="decimal"
          className="recipe-lines__quantity"
          aria-label={label(t('admin.recipe.line.quantity'))}
          aria-invalid={
            quantityField.showError ||
            (quantityText !== '' && parseQuantity(quantityText) === null) ||
            undefined
          }
          title={quantityField.showError ? quantityField.errorMessage : undefined}
          value={quantityText}
          onChange={(event) => {
            setQuantityText(event.target.value);
            quantityField.setValue(parseQuantity(event.target.value));
          }}
          onKeyDown={(event) => onKeyDown(event, 'quantity')}
        />
      </td>
      <td>
        <select
          id={cell('unit')}
          className="recipe-lines__unit"
          aria-label={label(t('admin.recipe.line.unit'))}
          value={unit}
          onChange={(event) => unitField.setValue(event.target.value)}
          onKeyDown={(event) => onKeyDown(event, 'unit')}
        >
          {UNITS.map((value) => (
            <option key={value} value={value}>
              {t(UNIT_KEYS[value])}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          id={cell('coldLoss')}
          type="text"
          inputMode="decimal"
          className="recipe-lines__cold-loss"
          aria-label={label(t('admin.recipe.line.coldLossPercent'))}
          aria-invalid={
            coldLossField.showError ||
            (coldLossText !== '' && parseQuantity(coldLossText) === null) ||
            undefined
          }
          title={coldLossField.showError ? coldLossField.errorMessage : undefined}
          value={coldLossText}
          onChange={(event) => {
            lossTyped.current = true;
            setColdLossText(event.target.value);
            coldLossField.setValue(parseQuantity(event.target.value));
          }}
          onKeyDown={(event) => onKeyDown(event, 'coldLoss')}
        />
      </td>
      <td className="recipe-lines__grams">{check.grams === null ? '–' : format(check.grams)}</td>
      <td className="recipe-lines__gross">
        {check.grossGrams === null ? '–' : format(check.grossGrams)}
      </td>
      <td className="recipe-lines__lacks">
        {editUrl && check.lacks.length > 0
          ? check.lacks.map((lack) => (
              <a
                key={lack}
                href={editUrl}
                target="_blank"
                rel="noopener"
                className="recipe-lines__lack"
                title={t('admin.lines.lack.fix', { name: facts?.name ?? '' })}
              >
                {t(LACK_KEYS[lack])}
              </a>
            ))
          : null}
      </td>
      <td>
        <button
          type="button"
          className="recipe-lines__remove"
          aria-label={t('admin.lines.remove', { n })}
          onClick={() => props.onRemove(index)}
          onKeyDown={(event) => onKeyDown(event, 'item')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </td>
    </tr>
  );
}
