'use client';

import {
  FieldError,
  FieldLabel,
  useConfig,
  useField,
  useFormFields,
  useLocale,
  useTranslation,
} from '@payloadcms/ui';
import type { RelationshipFieldClientComponent } from 'payload';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { adminLocale } from '../../../../utilities/adminTranslator';
import { useAdminTranslator } from '../../../../utilities/useAdminTranslator';
import { DishSearch } from './DishSearch';
import { DishSummaryText } from './DishSummaryText';
import { dishIds } from './dishIds';
import { type DishSummary, fetchDishes } from './fetchDishes';
import { moveItem } from './moveItem';
import './index.scss';

/**
 * A menu section's dishes (`sections.dishes`, a hasMany relationship to recipes) as a kitchen
 * list: dishes are added by searching (DishSearch), reordered by dragging or from the keyboard
 * (arrow keys on a row's handle, or its up/down buttons), and each row shows the dish's energy
 * per portion and allergens from its last save. The value stays the ordered list of ids, so
 * saving, validation and `filterOptions` are Payload's.
 */
export const MenuDishes: RelationshipFieldClientComponent = ({ field, path }) => {
  const { value, setValue, showError, errorMessage } = useField<unknown>({ path });
  const restaurant = useFormFields(([fields]) => {
    const raw = fields.restaurant?.value;
    return typeof raw === 'object' && raw !== null ? (raw as { id?: number }).id : raw;
  }) as number | string | null | undefined;
  const { config } = useConfig();
  const contentLocale = useLocale().code;
  const { i18n } = useTranslation();
  const t = useAdminTranslator(i18n.language);
  const locale = adminLocale(i18n.language);
  const api = `${config.serverURL}${config.routes.api}`;
  const ids = dishIds(value);
  const idsKey = ids.join(',');
  const [known, setKnown] = useState<Map<number, DishSummary>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const focusAfterMove = useRef<number | null>(null);

  // Loads the summaries of dishes not known yet (on open, and after a save re-reads the form).
  useEffect(() => {
    const missing =
      idsKey === ''
        ? []
        : idsKey
            .split(',')
            .map(Number)
            .filter((id) => !known.has(id));
    if (!restaurant || missing.length === 0) return;
    const controller = new AbortController();
    fetchDishes(api, { restaurant, locale: contentLocale, ids: missing }, controller.signal)
      .then((docs) =>
        setKnown(
          (previous) => new Map([...previous, ...docs.map((doc) => [doc.id, doc] as const)]),
        ),
      )
      .catch(() => {});
    return () => controller.abort();
  }, [api, restaurant, contentLocale, idsKey, known]);

  // Names are per content locale: switching it reloads them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the locale changes
  useEffect(() => setKnown(new Map()), [contentLocale]);

  useEffect(() => {
    if (focusAfterMove.current !== null) {
      handles.current.get(focusAfterMove.current)?.focus();
      focusAfterMove.current = null;
    }
  });

  if (!t) return null;
  const nameOf = (id: number) => known.get(id)?.name ?? `#${id}`;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    const id = ids[from];
    if (id === undefined) return;
    setValue(moveItem(ids, from, to));
    focusAfterMove.current = id;
    setAnnouncement(t('admin.menuDishes.moved', { name: nameOf(id), position: to + 1 }));
  };
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + (event.key === 'ArrowUp' ? -1 : 1));
    }
  };
  const remove = (index: number) => {
    const id = ids[index];
    setValue(ids.filter((_, position) => position !== index));
    if (id !== undefined) setAnnouncement(t('admin.menuDishes.removed', { name: nameOf(id) }));
  };
  const add = (dish: DishSummary) => {
    setKnown((previous) => new Map(previous).set(dish.id, dish));
    setValue([...ids, dish.id]);
    setAnnouncement(t('admin.menuDishes.added', { name: dish.name }));
  };

  return (
    <div className="field-type menu-dishes" data-testid="menu-dishes">
      <FieldLabel label={field.label} path={path} required={field.required} />
      <FieldError path={path} showError={showError} message={errorMessage} />
      {ids.length === 0 ? (
        <p className="menu-dishes__empty">{t('admin.menuDishes.empty')}</p>
      ) : null}
      <ol className="menu-dishes__list">
        {ids.map((id, index) => {
          const dish = known.get(id);
          return (
            <li
              key={id}
              className={`menu-dishes__row${dragged === index ? ' menu-dishes__row--dragged' : ''}`}
              draggable
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(id));
              }}
              onDragOver={(event) => {
                if (dragged !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
            >
              <button
                type="button"
                className="menu-dishes__handle"
                aria-label={t('admin.menuDishes.handle', { name: nameOf(id) })}
                title={t('admin.menuDishes.handle', { name: nameOf(id) })}
                ref={(element) => {
                  if (element) handles.current.set(id, element);
                  else handles.current.delete(id);
                }}
                onKeyDown={(event) => onHandleKey(event, index)}
              >
                ⠿
              </button>
              <span className="menu-dishes__position">{index + 1}.</span>
              <span className="menu-dishes__main">
                <a
                  className="menu-dishes__name"
                  href={`${config.routes.admin}/collections/recipes/${id}`}
                >
                  {nameOf(id)}
                </a>
                {dish?.status === 'draft' ? (
                  <span className="menu-dishes__draft"> · {t('admin.menuDishes.draft')}</span>
                ) : null}
                {dish ? <DishSummaryText dish={dish} t={t} locale={locale} /> : null}
              </span>
              <span className="menu-dishes__actions">
                <button
                  type="button"
                  className="menu-dishes__action"
                  aria-label={t('admin.menuDishes.moveUp', { name: nameOf(id) })}
                  title={t('admin.menuDishes.moveUp', { name: nameOf(id) })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="menu-dishes__action"
                  aria-label={t('admin.menuDishes.moveDown', { name: nameOf(id) })}
                  title={t('admin.menuDishes.moveDown', { name: nameOf(id) })}
                  disabled={index === ids.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="menu-dishes__action menu-dishes__action--remove"
                  aria-label={t('admin.menuDishes.remove', { name: nameOf(id) })}
                  title={t('admin.menuDishes.remove', { name: nameOf(id) })}
                  onClick={() => remove(index)}
                >
                  ×
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      {restaurant ? (
        <DishSearch
          api={api}
          restaurant={restaurant}
          contentLocale={contentLocale}
          locale={locale}
          t={t}
          chosen={ids}
          onPick={add}
        />
      ) : (
        <p className="menu-dishes__empty">{t('admin.menuDishes.noRestaurant')}</p>
      )}
      <p className="menu-dishes__hint">{t('admin.menuDishes.hint')}</p>
      <div className="menu-dishes__live" aria-live="polite" role="status">
        {announcement}
      </div>
    </div>
  );
};
