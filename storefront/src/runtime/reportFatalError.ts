/** The window event that asks the page's error boundary to show the error screen. */
export const FATAL_ERROR_EVENT = 'nutrimenu:fatal-error';

/**
 * Hands an error that happened outside React (a chunk that cannot be loaded even after a
 * reload) to the error boundary, which shows the error screen (or only logs, for crawlers).
 *
 * @example
 * reportFatalError(new Error('Failed to fetch dynamically imported module'));
 */
export function reportFatalError(error: unknown, target: Window = window): void {
  target.dispatchEvent(new CustomEvent(FATAL_ERROR_EVENT, { detail: error }));
}
