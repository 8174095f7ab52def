import { type ReloadStorage, shouldReloadForChunkError } from './shouldReloadForChunkError';

function sessionStorageOf(target: Window): ReloadStorage | undefined {
  try {
    return target.sessionStorage;
  } catch {
    // Reading sessionStorage throws when the browser blocks site data.
    return undefined;
  }
}

/**
 * Reloads the page after a failed chunk load unless this path was already reloaded for one in
 * the last 10 s; returns whether it reloads.
 *
 * @example
 * if (!reloadForChunkError()) showErrorScreen();
 */
export function reloadForChunkError(target: Window = window): boolean {
  const reload = shouldReloadForChunkError(
    target.location.pathname,
    Date.now(),
    sessionStorageOf(target),
  );
  if (reload) target.location.reload();
  return reload;
}
