import { isChunkLoadError } from './isChunkLoadError';
import { reloadForChunkError } from './reloadForChunkError';
import { reportFatalError } from './reportFatalError';

/**
 * A chunk that fails to load (after a deployment replaced the hashed files, or
 * on a flaky connection) reloads the page, at most once per 10 s per path; a second failure
 * within that time shows the error screen instead of reloading in a loop. Listens to Vite's
 * `vite:preloadError` and to unhandled rejections of dynamic imports. Returns the uninstaller.
 *
 * @example
 * installChunkReloadGuard(); // in entry-client, before hydrating
 */
export function installChunkReloadGuard(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    // Handled here when reloading; otherwise Vite rethrows it to the import's caller (an error
    // boundary, or the unhandled rejection below), which shows the error screen.
    if (reloadForChunkError(target)) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    if (!reloadForChunkError(target)) reportFatalError(event.reason, target);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
