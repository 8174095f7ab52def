import type { Payload } from 'payload';

type Pool = { query(text: string, values?: unknown[]): Promise<unknown> };

const poolOf = (payload: Payload) => (payload.db as unknown as { pool: Pool }).pool;

/**
 * Locks an account as Payload does after its `maxLoginAttempts` failures in a row (ten minutes),
 * without the failures: the sign-in rate limit (SECURITY.md) refuses them long before.
 */
export async function lockAccount(payload: Payload, email: string): Promise<void> {
  await poolOf(payload).query(
    `UPDATE users SET login_attempts = 20, lock_until = now() + interval '10 minutes'
      WHERE email = $1`,
    [email.toLowerCase()],
  );
}

/** Forgets every rate-limit count, as if their windows had passed. */
export async function forgetRateLimits(payload: Payload): Promise<void> {
  await poolOf(payload).query('DELETE FROM rate_limits');
}
