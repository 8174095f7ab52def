import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import type { ShownSubject } from '../collections/ShownHistory';
import { executeSql } from '../utilities/executeSql';
import type { ShownBySubject } from './shownStates';

/** The public state of a restaurant's documents in force at one moment, from `shown-history`. */
export interface ShownStatesAt {
  restaurant: ShownBySubject['restaurant'] | null;
  subscriptions: ShownBySubject['subscription'][];
  menus: ShownBySubject['menu'][];
  recipes: ShownBySubject['recipe'][];
  /** When the record of this restaurant begins; `null` when nothing was ever recorded. */
  recordedSince: Date | null;
}

interface EntryRow {
  subject: ShownSubject;
  shown: unknown;
}

/**
 * The one place a recorded state is typed: `recordShown` wrote it from the reader of its subject
 * (shownStates.ts), and the JSON column gives it back as written.
 */
function recorded<S extends ShownSubject>(_subject: S, shown: unknown): ShownBySubject[S] {
  return shown as ShownBySubject[S];
}

/**
 * For each document of the restaurant, the last state recorded at or before `at` (entries
 * written until `at`, ties broken by the order of writing), keeping those shown then (a `null`
 * state means unpublished or deleted by then).
 */
export async function shownStatesAt(
  req: PayloadRequest,
  restaurantId: number,
  at: Date,
): Promise<ShownStatesAt> {
  const rows = await executeSql<EntryRow>(
    req,
    sql`SELECT DISTINCT ON (subject, subject_id) subject, shown
        FROM shown_history
        WHERE restaurant_id = ${restaurantId} AND created_at <= ${at.toISOString()}::timestamptz
        ORDER BY subject, subject_id, created_at DESC, id DESC`,
  );
  const [first] = await executeSql<{ since: string | Date | null }>(
    req,
    sql`SELECT min(created_at) AS since FROM shown_history WHERE restaurant_id = ${restaurantId}`,
  );
  const states: ShownStatesAt = {
    restaurant: null,
    subscriptions: [],
    menus: [],
    recipes: [],
    recordedSince: first?.since ? new Date(first.since) : null,
  };
  for (const row of rows) {
    if (row.shown === null) continue;
    if (row.subject === 'restaurant') states.restaurant = recorded(row.subject, row.shown);
    if (row.subject === 'subscription') {
      states.subscriptions.push(recorded(row.subject, row.shown));
    }
    if (row.subject === 'menu') states.menus.push(recorded(row.subject, row.shown));
    if (row.subject === 'recipe') states.recipes.push(recorded(row.subject, row.shown));
  }
  return states;
}
