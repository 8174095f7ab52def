import { type FirstDayMemory, firstDayPreferenceKey } from './firstDaySteps';

/**
 * Saves the user's checklist memory of a restaurant as a Payload preference (REST, the admin's
 * own cookie). `keepalive` lets the request finish while a followed link unloads the page.
 */
export function rememberFirstDay(restaurantId: number | string, memory: FirstDayMemory) {
  return fetch(`/api/payload-preferences/${firstDayPreferenceKey(restaurantId)}`, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: memory }),
  });
}
