import { sql } from '@payloadcms/db-postgres/drizzle';
import { createLocalReq, type Payload } from 'payload';
import type { ShownSubject } from '../collections/ShownHistory';
import { executeSql } from '../utilities/executeSql';
import { recordShown } from './recordShown';

/** Documents per recordShown call: a few hundred snapshots per statement. */
const BATCH = 200;

// Each subject's table and which of its documents can be shown: published ones, or any.
const UNRECORDED = {
  restaurant: sql`SELECT t.id FROM restaurants t WHERE NOT EXISTS (SELECT 1 FROM shown_history h
    WHERE h.subject = 'restaurant' AND h.subject_id = t.id) ORDER BY t.id`,
  subscription: sql`SELECT t.id FROM subscriptions t WHERE NOT EXISTS (SELECT 1 FROM shown_history h
    WHERE h.subject = 'subscription' AND h.subject_id = t.id) ORDER BY t.id`,
  menu: sql`SELECT t.id FROM menus t WHERE t._status = 'published' AND NOT EXISTS (SELECT 1
    FROM shown_history h WHERE h.subject = 'menu' AND h.subject_id = t.id) ORDER BY t.id`,
  recipe: sql`SELECT t.id FROM recipes t WHERE t._status = 'published' AND NOT EXISTS (SELECT 1
    FROM shown_history h WHERE h.subject = 'recipe' AND h.subject_id = t.id) ORDER BY t.id`,
} satisfies Record<ShownSubject, unknown>;

/**
 * Records the current public state of every document that has none in `shown-history` yet: the
 * data that existed before the record began (the first start after its migration) gets its
 * starting point, from which "the menu as it was shown" can be told. Run at start; after the
 * first run it finds nothing (every save records), so it costs four indexed queries. Two
 * instances starting at once may both record a document: the entries are identical.
 */
export async function recordMissingShownStates(payload: Payload): Promise<void> {
  const req = await createLocalReq({}, payload);
  try {
    const [table] = await executeSql<{ name: string | null }>(
      req,
      sql`SELECT to_regclass('shown_history')::text AS name`,
    );
    // Not migrated yet (a test's database before its migrations): nothing to record into.
    if (!table?.name) return;
    for (const subject of Object.keys(UNRECORDED) as ShownSubject[]) {
      const rows = await executeSql<{ id: number }>(req, UNRECORDED[subject]);
      const ids = rows.map((row) => Number(row.id));
      for (let start = 0; start < ids.length; start += BATCH) {
        await recordShown(req, subject, ids.slice(start, start + BATCH));
      }
      if (ids.length > 0) {
        payload.logger.info(
          `shown-history: recorded the current state of ${ids.length} ${subject}s`,
        );
      }
    }
  } catch (error) {
    // The record must never stop the CMS from starting: the next start tries again.
    payload.logger.error({ err: error }, 'Could not record the current public states');
  }
}
