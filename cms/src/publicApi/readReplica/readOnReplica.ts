import { compareDatabasePositions } from '@nutrimenu/core/contract';
import {
  isValidAt,
  type StoredDocument,
  type StoredDocumentSqlRow,
  storedDocumentOfRow,
} from '../storedDocuments/storedDocument';
import { type ReplicaLogger, replicaPool } from './replicaPool';

/** A stored public document as answered, and the database position it was read at. */
export interface PositionedDocument {
  stored: StoredDocument;
  /** Sent to the client, which sends it back when it revalidates (core's databasePosition). */
  position?: string;
}

/** The row of a LEFT JOIN that found none: every column null. */
type Nullable<T> = { [K in keyof T]: T[K] | null };

/** After a failure the replica is left alone this long: each read goes to the primary at once. */
const BACK_OFF_MS = 5_000;
let unavailableUntil = 0;

// On a standby, how far it has replayed the primary's writes; on a promoted one (a failover),
// how far it has written: the same numbering either way.
const POSITION = `SELECT (CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn()
  ELSE pg_current_wal_insert_lsn() END)::text AS position`;

/**
 * The stored document of `key` from the read replica, when it may be sent: the replica is
 * configured and answers, it has replayed at least up to `atLeast` (the position of the document
 * the client holds), and its row exists and is valid at `now`. Null otherwise: the caller reads
 * the primary, which builds and stores a missing document (the replica is read-only).
 *
 * The position is checked before the row is read: the row's snapshot is then at least that new.
 * The position sent back is read with the row, after its snapshot.
 */
export async function readOnReplica(
  logger: ReplicaLogger,
  key: string,
  options: { atLeast: string | undefined; now: Date },
): Promise<PositionedDocument | null> {
  const pool = replicaPool(logger);
  if (!pool || Date.now() < unavailableUntil) return null;
  try {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const [replayed] = (await client.query<{ position: string | null }>(POSITION)).rows;
      const before = replayed?.position ?? null;
      if (before === null) return null;
      if (options.atLeast && compareDatabasePositions(before, options.atLeast) < 0) return null;
      const [row] = (
        await client.query<Nullable<StoredDocumentSqlRow> & { position: string | null }>(
          `SELECT d.etag, d.body, d.valid_until, replica.position
           FROM (${POSITION}) AS replica
           LEFT JOIN public_documents d ON d.key = $1`,
          [key],
        )
      ).rows;
      if (!row || row.etag === null || row.body === null) return null;
      const stored = storedDocumentOfRow({ ...row, etag: row.etag, body: row.body });
      if (!isValidAt(stored, options.now)) return null;
      return { stored, position: row.position ?? before };
    } catch (error) {
      broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      // A connection that failed a query is closed rather than reused.
      client.release(broken);
    }
  } catch (error) {
    unavailableUntil = Date.now() + BACK_OFF_MS;
    logger.warn(
      { err: error },
      `The read replica did not answer: public documents are read from the primary for ${BACK_OFF_MS / 1000} s`,
    );
    return null;
  }
}
