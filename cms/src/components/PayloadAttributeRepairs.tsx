'use client';

import type { Translate } from '@nutrimenu/core/messages';
import { useTranslation } from '@payloadcms/ui';
import { type ReactNode, useEffect } from 'react';
import { useAdminTranslator } from '../utilities/useAdminTranslator';

const CHECKBOXES = '.checkbox-input input[type="checkbox"]';

/** The words of the checkbox's own label, or nothing. */
function labelOf(input: HTMLInputElement): string {
  const label = input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null;
  return label?.textContent?.replace(/\s*\*\s*$/, '').trim() ?? '';
}

const OBJECT = '[object Object]';

/**
 * The text a label object stood for, from what is shown beside it: a dashboard card's title, a
 * list column's heading.
 */
function shownLabel(element: Element): string | undefined {
  const card = element.closest('.card')?.querySelector('.card__title');
  const column = element.closest('.sort-column')?.querySelector('.sort-column__label');
  return (card ?? column)?.textContent?.trim() || undefined;
}

/**
 * Some of Payload's components pass a field's or collection's label object, not its text, to an
 * attribute: a dashboard card's "create" button ("Creați [object Object]") and a list column's
 * sort buttons ("Sortați după [object Object] Ascendant").
 */
function relabelObjects(root: ParentNode) {
  const selector = `[aria-label*="${OBJECT}"], [title*="${OBJECT}"]`;
  for (const element of root.querySelectorAll(selector)) {
    const label = shownLabel(element);
    if (!label) continue;
    for (const name of ['aria-label', 'title']) {
      const value = element.getAttribute(name);
      if (value?.includes(OBJECT)) element.setAttribute(name, value.replaceAll(OBJECT, label));
    }
  }
}

function retitle(root: ParentNode) {
  for (const input of root.querySelectorAll<HTMLInputElement>(CHECKBOXES)) {
    // Payload titles every checkbox with its field's path ("onMenu", "computed.stale"): the
    // tooltip an owner saw was a key of the code. Its label says it in the admin's language.
    if (input.title && input.title === input.name) {
      const label = labelOf(input);
      if (label) input.title = label;
      else input.removeAttribute('title');
    }
  }
}

/** The notification area and its close buttons, named by their library in English only. */
function relabelNotifications(root: ParentNode, t: Translate) {
  for (const area of root.querySelectorAll('section[aria-label="Notifications alt+T"]')) {
    area.setAttribute('aria-label', t('admin.payload.notifications'));
  }
  for (const close of root.querySelectorAll('[data-close-button][aria-label="Close toast"]')) {
    close.setAttribute('aria-label', t('admin.payload.closeNotification'));
  }
}

function repair(root: ParentNode, t: Translate | null) {
  retitle(root);
  relabelObjects(root);
  if (t) relabelNotifications(root, t);
}

/**
 * Mends attributes Payload's components write wrong, as pages render and re-render (a
 * MutationObserver: none of these components takes the attribute from its caller): a checkbox's
 * tooltip is its label, not its field's path; a dashboard card's "create" button and a list
 * column's sort buttons name their collection or column; the notification area ("Notifications alt+T") and its close buttons speak the
 * admin's language.
 */
export function PayloadAttributeRepairs({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  const t = useAdminTranslator(i18n.language);
  useEffect(() => {
    repair(document, t);
    const observer = new MutationObserver(() => repair(document, t));
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['title', 'aria-label'],
    });
    return () => observer.disconnect();
  }, [t]);
  return children;
}
