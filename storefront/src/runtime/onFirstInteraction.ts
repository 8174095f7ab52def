/**
 * What a diner does first on a page: touch, click, type, tab, scroll, or move a mouse over it.
 * Listened to on the window in the capture phase, so no element's own handler can hide one.
 */
const INTERACTIONS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/**
 * Runs `task` once, at the diner's first interaction with the page, or at once when `now` says
 * so. The listeners are passive and never cancel or delay the event: whatever the diner touched
 * does what it does without JavaScript (a link navigates, a form submits, a `<details>` opens).
 *
 * @example
 * onFirstInteraction(() => void import('./hydratePage'), { now: !navigator.onLine });
 */
export function onFirstInteraction(
  task: () => void,
  { now = false }: { now?: boolean } = {},
): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, once, true);
    task();
  };
  if (now) {
    once();
    return;
  }
  for (const type of INTERACTIONS) {
    window.addEventListener(type, once, { capture: true, passive: true });
  }
}
