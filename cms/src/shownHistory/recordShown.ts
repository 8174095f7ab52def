import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import type { ShownSubject } from '../collections/ShownHistory';
import { contentVersion } from '../publicApi/contentVersion';
import { executeSql } from '../utilities/executeSql';
import { currentShownStates } from './shownStates';

type Id = number | string;

/** Rows per statement: snapshots are a few kB to a few tens of kB of JSON each. */
const BATCH = 200;

interface LastEntry {
  subject_id: number;
  restaurant_id: number | null;
  digest: string;
}

/**
 * Appends to `shown-history` the public state of the documents `ids` of one kind wherever it
 * differs from the last one recorded: a publication, an unpublication, a deletion (recorded as
 * `null`), a recomputed result. A draft save, or a save changing nothing shown, records nothing.
 * Runs in the request's transaction, so the record commits (or rolls back) with the change; the
 * entry's time is the moment of the write (`clock_timestamp()`, not the transaction's start).
 */
export async function recordShown(
  req: PayloadRequest,
  subject: ShownSubject,
  ids: readonly Id[],
): Promise<void> {
  const wanted = [...new Set(ids.map(Number).filter((id) => Number.isInteger(id)))];
  if (wanted.length === 0) return;
  const idList = `{${wanted.join(',')}}`;
  // The all-locale reads set `req.locale` to 'all' (local API with `req`); the save that called
  // this goes on in its own locale.
  const { locale, fallbackLocale } = req;
  let current: Awaited<ReturnType<typeof currentShownStates>>;
  try {
    current = await currentShownStates(req, subject, wanted);
  } finally {
    req.locale = locale;
    req.fallbackLocale = fallbackLocale;
  }
  const lastRows = await executeSql<LastEntry>(
    req,
    sql`SELECT DISTINCT ON (subject_id) subject_id, restaurant_id, digest
        FROM shown_history WHERE subject = ${subject} AND subject_id = ANY(${idList}::int[])
        ORDER BY subject_id, created_at DESC, id DESC`,
  );
  const last = new Map(lastRows.map((row) => [Number(row.subject_id), row]));

  const entries = wanted.flatMap((id) => {
    const state = current.get(id);
    const shown = state?.shown ?? null;
    const digest = contentVersion(shown);
    const previous = last.get(id);
    if (previous ? previous.digest === digest : shown === null) return [];
    const restaurantId = state?.restaurantId ?? previous?.restaurant_id ?? null;
    const entry = { restaurant_id: restaurantId, subject, subject_id: id, shown, digest };
    const before = previous?.restaurant_id ?? null;
    // Moved to another restaurant: the one it left stops showing it from now on.
    if (before !== null && restaurantId !== null && Number(before) !== Number(restaurantId)) {
      return [
        { ...entry, restaurant_id: before, shown: null, digest: contentVersion(null) },
        entry,
      ];
    }
    return [entry];
  });

  for (let start = 0; start < entries.length; start += BATCH) {
    const values = JSON.stringify(entries.slice(start, start + BATCH));
    await executeSql(
      req,
      sql`INSERT INTO shown_history
            (restaurant_id, subject, subject_id, shown, digest, created_at, updated_at)
          SELECT source.restaurant_id, source.subject, source.subject_id, source.shown,
                 source.digest, clock_timestamp(), clock_timestamp()
          FROM jsonb_to_recordset(${values}::jsonb) AS source(restaurant_id integer,
            subject varchar, subject_id numeric, shown jsonb, digest varchar)`,
    );
  }
}
