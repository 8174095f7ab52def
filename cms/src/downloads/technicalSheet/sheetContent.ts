/**
 * What a technical sheet says about a dish beyond its lines and figures, in one locale: how it
 * is made and kept, how it looks and tastes, and who approved it. Every text is already picked
 * in the sheet's locale (the dish's own fallback applied); an empty string or list means the
 * owner left it out, and the sheet then leaves the section out rather than print an empty one.
 */
export type SheetContent = {
  /** The restaurant's number for this sheet, stable for the recipe's life; null before one is given. */
  sheetNumber: number | null;
  /** The sheet's version: 1 at the first publish, one more at each publish that changes what goes in. */
  version: number;
  /** The method, one entry per step, in order. */
  method: string[];
  /** Critical control points: what to check at a step, at what core temperature, for how long. */
  criticalPoints: CriticalPoint[];
  /** How the finished dish is held and served. */
  holding: {
    temperatureC: number | null;
    /** The longest time it may be held before serving, in minutes. */
    maxMinutes: number | null;
    conditions: string;
  };
  /** How it is stored ("condiții de păstrare") and for how long it keeps. */
  storage: {
    temperatureC: number | null;
    shelfLifeHours: number | null;
    conditions: string;
  };
  /** The sensory description Romanian sheets carry. */
  sensory: {
    appearance: string;
    colour: string;
    smell: string;
    taste: string;
    texture: string;
  };
  approval: SheetApproval;
};

export type CriticalPoint = {
  text: string;
  temperatureC: number | null;
  minutes: number | null;
};

/**
 * `approved`: the current sheet version was approved. `withdrawn`: an earlier version was
 * approved, then a publish changed what goes in; the sheet says so until someone approves again.
 * `none`: never approved.
 */
export type SheetApproval =
  | { state: 'approved'; by: string; at: string; version: number }
  | { state: 'withdrawn'; by: string; at: string; version: number }
  | { state: 'none' };
