/**
 * A calendar day, `YYYY-MM-DD`, in UTC. Subscriptions run over whole days: the first and the
 * last day both count. UTC days keep the rule the same on every server; for Europe they start
 * 0–3 hours after local midnight, so a menu stays online through the whole of its last local day.
 */
export type Day = string;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The UTC day of an instant.
 *
 * @example
 * utcDay('2026-12-01T12:00:00.000Z') // '2026-12-01'
 * utcDay(new Date('2026-12-01T23:30:00+02:00')) // '2026-12-01'
 */
export function utcDay(value: Date | string): Day {
  return new Date(value).toISOString().slice(0, 10);
}

/** Midnight (UTC) at the start of `day`. */
export function startOfDay(day: Day): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/**
 * How a day is stored in a date field: noon UTC, as Payload's date picker saves a picked day, so
 * the admin shows the same day in every time zone from UTC−11 to UTC+11.
 */
export function storedDay(day: Day): string {
  return `${day}T12:00:00.000Z`;
}

/** @example addDays('2026-12-31', 1) // '2027-01-01' */
export function addDays(day: Day, days: number): Day {
  return utcDay(new Date(startOfDay(day).getTime() + days * DAY_MS));
}

/**
 * The same day of the month `months` later, or the month's last day when it is shorter.
 *
 * @example
 * addMonths('2026-12-31', 12) // '2027-12-31'
 * addMonths('2027-01-31', 1) // '2027-02-28'
 */
export function addMonths(day: Day, months: number): Day {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfMonth = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, lastOfMonth));
  return utcDay(target);
}

/** Whole days from `from` to `to`: 1 from today to tomorrow, negative backwards. */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS);
}
