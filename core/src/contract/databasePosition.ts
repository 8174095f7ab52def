/**
 * A position in the CMS database's write-ahead log (PostgreSQL's LSN, `16/B374D848`): how new
 * the database state a public document was read from is. Positions grow with every write, on the
 * primary and, as it replays them, on a read replica, so two positions tell which state is newer.
 *
 * The CMS sends the position of each stored public document it answers (DATABASE_POSITION_HEADER)
 * when it has a read replica; a client that revalidates a document sends back the position of the
 * one it holds (MIN_DATABASE_POSITION_HEADER), and the CMS answers from the replica only if the
 * replica has replayed that far, from the primary otherwise: a lagging replica never sends a
 * document older than the one the client already has.
 */
export const DATABASE_POSITION_HEADER = 'Nutrimenu-Database-Position';

/** The position a client asks the answer to be at least as new as. */
export const MIN_DATABASE_POSITION_HEADER = 'Nutrimenu-Min-Database-Position';

const POSITION = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** Whether `text` is a position as PostgreSQL writes one (two hexadecimal halves). */
export function isDatabasePosition(text: string): boolean {
  return POSITION.test(text);
}

function bytesOf(position: string): bigint {
  const [, high, low] = POSITION.exec(position) ?? [];
  if (high === undefined || low === undefined) {
    throw new Error(`Not a database position: "${position}"`);
  }
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * Negative when `a` is older than `b`, 0 when equal, positive when newer.
 *
 * @example
 * compareDatabasePositions('0/FFFFFFFF', '1/0') // < 0
 */
export function compareDatabasePositions(a: string, b: string): number {
  const difference = bytesOf(a) - bytesOf(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** The newer of two positions; either may be missing. */
export function laterDatabasePosition(
  a: string | undefined,
  b: string | undefined,
): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return compareDatabasePositions(a, b) >= 0 ? a : b;
}
