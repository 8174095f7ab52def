'use client';

import { type ClipboardEvent, type KeyboardEvent, useId, useState } from 'react';
import type { SearchHit } from './matchPastedName';
import { useItemSearch } from './useItemSearch';

export interface ItemComboboxProps {
  id: string;
  api: string;
  kind: 'ingredient' | 'recipe';
  locale: string;
  excludeRecipeId: number | null;
  /** The chosen item's name, shown while the owner is not typing. */
  selectedName: string;
  label: string;
  placeholder: string;
  noneText: string;
  invalid?: boolean;
  onPick: (hit: SearchHit) => void;
  /** Text of several lines pasted into the box (a list, spreadsheet cells). */
  onPasteLines?: (text: string) => void;
  /** Keys the box does not use itself (Alt+arrows to move the row…). */
  onOtherKey?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * A search-as-you-type combobox for an ingredient or a sub-recipe (ARIA 1.2 combobox with a
 * listbox): arrows choose, Enter picks, Escape gives the chosen name back. The matching is the
 * search endpoint's (see `useItemSearch`).
 */
export function ItemCombobox({
  id,
  api,
  kind,
  locale,
  excludeRecipeId,
  selectedName,
  label,
  placeholder,
  noneText,
  invalid = false,
  onPick,
  onPasteLines,
  onOtherKey,
}: ItemComboboxProps) {
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const hits = useItemSearch(api, kind, query ?? '', locale, excludeRecipeId);
  const open = query !== null && hits !== null;

  const pick = (hit: SearchHit) => {
    setQuery(null);
    onPick(hit);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (open && hits.length > 0 && !event.altKey) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + hits.length) % hits.length);
        return;
      }
      if (event.key === 'Enter') {
        event.preventDefault();
        const hit = hits[active];
        if (hit) pick(hit);
        return;
      }
    }
    if (event.key === 'Escape' && query !== null) {
      event.preventDefault();
      setQuery(null);
      return;
    }
    // Enter with nothing to pick must not submit the document form.
    if (event.key === 'Enter') event.preventDefault();
    onOtherKey?.(event);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (onPasteLines && /[\n\t]/.test(text.trim())) {
      event.preventDefault();
      onPasteLines(text);
    }
  };

  return (
    <div className="recipe-lines__combobox">
      <input
        id={id}
        type="text"
        className="recipe-lines__input"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={open && hits.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && hits[active] ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        value={query ?? selectedName}
        placeholder={placeholder}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onFocus={(event) => event.target.select()}
        onBlur={() => setQuery(null)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        className="recipe-lines__options"
        hidden={!open}
      >
        {open && hits.length === 0 ? <div className="recipe-lines__none">{noneText}</div> : null}
        {open
          ? hits.map((hit, index) => (
              <div
                key={hit.id}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className="recipe-lines__option"
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(hit);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {hit.name}
              </div>
            ))
          : null}
      </div>
    </div>
  );
}
