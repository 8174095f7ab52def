// A tab opened in the background paints no frame until shown: its page is hydrated anyway.
const HIDDEN_TAB_DELAY_MS = 1000;
const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/**
 * Runs `task` once, right after the browser has painted the page's content for the first time,
 * or after a second in a tab that paints nothing. What runs then (downloading and hydrating
 * React) neither delays the first paint nor competes with the page's text and first images for
 * a slow connection. The paint is the browser's own first-contentful-paint entry where it keeps
 * one: the first animation frame is not always it (cards off screen, `content-visibility`, can
 * take Chromium a frame more); elsewhere, the task after the next animation frame.
 *
 * @example
 * afterFirstPaint(() => void import('./hydratePage'));
 */
export function afterFirstPaint(task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  const soon = () => setTimeout(once, 0);
  setTimeout(once, HIDDEN_TAB_DELAY_MS);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(soon);
    return;
  }
  // Buffered: a paint that happened before this script ran is reported at once.
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return;
    observer.disconnect();
    soon();
  });
  observer.observe({ type: 'paint', buffered: true });
}
