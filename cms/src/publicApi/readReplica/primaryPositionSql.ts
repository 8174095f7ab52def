/**
 * The primary's current write-ahead log position as text (`0/3001130`), as primaryPosition reads
 * it through Payload's connection and the production server's front through its own.
 */
export const PRIMARY_POSITION_SQL = 'SELECT pg_current_wal_insert_lsn()::text AS position';
