'use client';

import { type ReactNode, useEffect } from 'react';

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

function repair(root: ParentNode) {
  retitle(root);
  relabelCardButtons(root);
}

/**
 * Mends two attributes Payload's components write wrong, whatever the language, as pages render
 * and re-render (a MutationObserver: neither component takes the attribute from its caller): a
 * checkbox's tooltip is its label, not its field's path, and a dashboard card's "create" button
 * names its collection.
 */
export function PayloadAttributeRepairs({ children }: { children?: ReactNode }) {
  useEffect(() => {
    repair(document);
    const observer = new MutationObserver(() => repair(document));
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['title', 'aria-label'],
    });
    return () => observer.disconnect();
  }, []);
  return children;
}
