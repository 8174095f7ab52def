import { type FirstDayMemory, firstDayPreferenceKey } from './firstDaySteps';

/** Per preference key: what this page has asked to remember so far, and the last request. */
const remembered = new Map<string, { memory: FirstDayMemory; last: Promise<unknown> }>();

/**
 * Saves the user's checklist memory of a restaurant as a Payload preference (REST, the admin's
 * own cookie). The memory only ever gains ticks, but each caller holds the snapshot the page was
 * rendered with: so every save carries all the ticks this page has asked for, and the saves go
 * one after the other. Otherwise a later save from a stale snapshot (the "started" mark on mount,
 * or the QR link after the public-menu link) could land last and untick a step.
 * `keepalive` lets the request finish while a followed link unloads the page.
 */
export function rememberFirstDay(restaurantId: number | string, memory: FirstDayMemory) {
  const key = firstDayPreferenceKey(restaurantId);
  const previous = remembered.get(key);
  const merged: FirstDayMemory = {
    started: previous?.memory.started === true || memory.started === true,
    openedMenu: previous?.memory.openedMenu === true || memory.openedMenu === true,
    downloadedQr: previous?.memory.downloadedQr === true || memory.downloadedQr === true,
  };
  const last = (previous?.last ?? Promise.resolve())
    .catch(() => undefined)
    .then(() =>
      fetch(`/api/payload-preferences/${key}`, {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ value: merged }),
      }),
    );
  remembered.set(key, { memory: merged, last });
  return last;
}
