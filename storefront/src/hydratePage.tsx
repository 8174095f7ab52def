import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { collectDishIslands } from './islands/dishIslands';
import { PAYLOAD_ELEMENT_ID, type PagePayload } from './PagePayload';
import { warnUnbrandedHost } from './runtime/warnUnbrandedHost';

/** Hydrates the server's page from the payload it carries. */
export function hydratePage(): void {
  try {
    const element = document.getElementById(PAYLOAD_ELEMENT_ID);
    const root = document.getElementById('root');
    if (!element || !root) throw new Error('The page has no payload or root element');
    const payload = JSON.parse(element.textContent ?? '') as PagePayload;
    warnUnbrandedHost(payload.brand, window.location.host);
    // Before React takes the DOM over: the menu's cards are kept as the server rendered them.
    collectDishIslands(root);
    // Hydrating inside a transition lets React yield to the browser every few milliseconds, so
    // a long menu's hydration never blocks a tap or a scroll for long (Total Blocking Time).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App payload={payload} />
        </StrictMode>,
      );
    });
  } catch (error) {
    // A failure while mounting is logged under this name and re-thrown.
    console.error('Error while mounting app', error);
    throw error;
  }
}
