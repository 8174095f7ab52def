import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { PAYLOAD_ELEMENT_ID, type PagePayload } from './PagePayload';
import { installChunkReloadGuard } from './runtime/installChunkReloadGuard';
import { registerServiceWorker } from './runtime/registerServiceWorker';
import { warnUnbrandedHost } from './runtime/warnUnbrandedHost';

// Before anything can load a chunk: a failed one reloads the page (at most once per 10 s per path).
installChunkReloadGuard();
// Keeps the menus and dish pages a diner opened, so they reopen offline.
registerServiceWorker();

try {
  const element = document.getElementById(PAYLOAD_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!element || !root) throw new Error('The page has no payload or root element');
  const payload = JSON.parse(element.textContent ?? '') as PagePayload;
  warnUnbrandedHost(payload.brand, window.location.host);
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
