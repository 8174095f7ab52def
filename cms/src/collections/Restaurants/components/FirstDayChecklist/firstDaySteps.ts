/** What the first-day checklist remembers per user and restaurant (Payload preferences). */
export interface FirstDayMemory {
  /** The checklist was shown while the restaurant had no dish: keep showing it until done. */
  started?: boolean;
  openedMenu?: boolean;
  downloadedQr?: boolean;
}

/** What the checklist knows of one restaurant: from its data, and from the user's memory. */
export interface FirstDayFacts {
  hasDish: boolean;
  dishOnMenu: boolean;
  memory: FirstDayMemory;
}

export const FIRST_DAY_STEPS = ['addDish', 'addToMenu', 'openMenu', 'downloadQr'] as const;
export type FirstDayStep = (typeof FIRST_DAY_STEPS)[number];

/** The preference key of a restaurant's checklist memory. */
export const firstDayPreferenceKey = (restaurantId: number | string) =>
  `nutrimenu-first-day-${restaurantId}`;

/**
 * Which steps are done. A dish and its place on a menu come from the data; opening the public
 * menu and downloading the QR code cannot be seen in the data, so they are remembered when the
 * user follows the checklist's link (per user, in Payload's preferences).
 */
export function doneSteps(facts: FirstDayFacts): Record<FirstDayStep, boolean> {
  return {
    addDish: facts.hasDish,
    addToMenu: facts.dishOnMenu,
    openMenu: facts.memory.openedMenu === true,
    downloadQr: facts.memory.downloadedQr === true,
  };
}

/**
 * The checklist shows for a restaurant without any dish yet, and, once started that way, until
 * every step is done. A restaurant that already had dishes when its owner first looked never
 * gets it: its owner is past the first day.
 */
export function showsChecklist(facts: FirstDayFacts): boolean {
  if (!facts.hasDish) return true;
  return facts.memory.started === true && !Object.values(doneSteps(facts)).every(Boolean);
}
