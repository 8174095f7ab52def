import { afterFirstPaint } from './runtime/afterFirstPaint';
import { installChunkReloadGuard } from './runtime/installChunkReloadGuard';
import { isOfflineCopy } from './runtime/offlineCopy';
import { onFirstInteraction } from './runtime/onFirstInteraction';
import { registerServiceWorker } from './runtime/registerServiceWorker';

// Before anything can load a chunk: a failed one reloads the page (at most once per 10 s per path).
installChunkReloadGuard();
// Keeps the menus and dish pages a diner opened, so they reopen offline.
registerServiceWorker();
/*
 * The server's page is complete without JavaScript: its links, forms and folded panels work
 * as they are. React (most of the page's script) takes the page over when the diner first
 * reaches for it: evaluating React and hydrating cost a slow phone about a second of main-thread
 * time, which a diner who only reads never waits for, and which no longer competes with the
 * page's first paint and first images (bench/storefront-lighthouse.ts: the hydration was the
 * whole of the Total Blocking Time). A page reopened offline, or the worker's kept copy served
 * for a network that answers nothing, is hydrated at once, so it can say so.
 */
onFirstInteraction(
  () =>
    afterFirstPaint(() => {
      // Hydrating in a task of its own: evaluating the chunk and starting React are two shorter
      // tasks instead of one long one that a tap would wait for.
      void import('./hydratePage').then(({ hydratePage }) => setTimeout(hydratePage, 0));
    }),
  { now: !navigator.onLine || isOfflineCopy() },
);
