// A tab opened in the background paints no frame until shown: its page is hydrated anyway.
const HIDDEN_TAB_DELAY_MS = 1000;

/**
 * Runs `task` once, right after the browser has painted the page for the first time (the task
 * after the next animation frame), or after a second in a tab that paints nothing. What runs
 * then (downloading and hydrating React) neither delays the first paint nor competes with the
 * page's text and first images for a slow connection.
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
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, HIDDEN_TAB_DELAY_MS);
}
