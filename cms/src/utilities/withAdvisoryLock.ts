import pg from 'pg';

/**
 * Runs `work` while holding a PostgreSQL session advisory lock named `name` in the database at
 * `databaseUrl`, so processes sharing the database (replicas starting together) do it one at a
 * time; the others wait for it (`onWait` says so first). The lock lives on a connection of its own, opened before `work` and closed after it:
 * `work` may open and close its own pools (Payload does), and a process that dies loses its
 * connection and with it the lock, so nobody waits on a crashed holder.
 */
export async function withAdvisoryLock<T>(
  databaseUrl: string,
  name: string,
  work: () => Promise<T>,
  onWait: () => void = () => {},
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // hashtextextended maps the readable name to the lock's 64-bit key.
    const key = 'hashtextextended($1, 0)';
    const tried = await client.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_lock(${key}) AS locked`,
      [name],
    );
    if (!tried.rows[0]?.locked) {
      onWait();
      await client.query(`SELECT pg_advisory_lock(${key})`, [name]);
    }
    return await work();
  } finally {
    // Closing the session releases the lock, also when `work` failed.
    await client.end();
  }
}
