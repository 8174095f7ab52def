import { afterFirstPaint } from './runtime/afterFirstPaint';
import { installChunkReloadGuard } from './runtime/installChunkReloadGuard';
import { registerServiceWorker } from './runtime/registerServiceWorker';

// Before anything can load a chunk: a failed one reloads the page (at most once per 10 s per path).
installChunkReloadGuard();
// Keeps the menus and dish pages a diner opened, so they reopen offline.
registerServiceWorker();
// The server's page is complete without JavaScript: React (most of the page's script) is
// fetched once the page is on screen, so it never holds up the first paint of a long menu nor
// takes a slow connection's bandwidth from the page and its cover image.
afterFirstPaint(() => {
  // Hydrating in a task of its own: evaluating the chunk and starting React are two shorter
  // tasks instead of one long one that a tap would wait for (Total Blocking Time).
  void import('./hydratePage').then(({ hydratePage }) => setTimeout(hydratePage, 0));
});
