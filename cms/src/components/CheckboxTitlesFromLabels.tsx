'use client';

import { type ReactNode, useEffect } from 'react';

const CHECKBOXES = '.checkbox-input input[type="checkbox"]';

/** The words of the checkbox's own label, or nothing. */
function labelOf(input: HTMLInputElement): string {
  const label = input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null;
  return label?.textContent?.replace(/\s*\*\s*$/, '').trim() ?? '';
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

/**
 * Gives the admin's checkboxes their label as tooltip instead of their field's path, as forms
 * render and re-render (a MutationObserver: Payload's checkbox input takes no title of its own).
 */
export function CheckboxTitlesFromLabels({ children }: { children?: ReactNode }) {
  useEffect(() => {
    retitle(document);
    const observer = new MutationObserver(() => retitle(document));
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['title'],
    });
    return () => observer.disconnect();
  }, []);
  return children;
}
