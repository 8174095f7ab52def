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

/**
 * The dashboard's collection cards pass the collection's label object, not its text, to their
 * "create" button's label: "Creați [object Object]". The card's own title is that text.
 */
function relabelCardButtons(root: ParentNode) {
  for (const button of root.querySelectorAll<HTMLElement>(
    '.card [aria-label*="[object Object]"]',
  )) {
    const title = button.closest('.card')?.querySelector('.card__title')?.textContent?.trim();
    const label = button.getAttribute('aria-label') ?? '';
    if (title) button.setAttribute('aria-label', label.replace('[object Object]', title));
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
  relabelCardButtons(root);
  if (t) relabelNotifications(root, t);
}

/**
 * Mends attributes Payload's components write wrong, as pages render and re-render (a
 * MutationObserver: none of these components takes the attribute from its caller): a checkbox's
 * tooltip is its label, not its field's path; a dashboard card's "create" button names its
 * collection; the notification area ("Notifications alt+T") and its close buttons speak the
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
