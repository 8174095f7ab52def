import { pbkdf2, timingSafeEqual } from 'node:crypto';

// Payload 3.90's local strategy (auth/strategies/local/generatePasswordSaltHash.js): hashes made
// since 3.80 carry this prefix and use 600 000 iterations; older ones 25 000 and 512 bytes.
// Payload does not export its checker, so the parameters are repeated here; the accounts tests
// sign in with passwords Payload hashed, so a change on Payload's side fails them.
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:';
const CURRENT = { iterations: 600_000, keyLength: 32 };
const LEGACY = { iterations: 25_000, keyLength: 512 };

function derive(password: string, salt: string, params: typeof CURRENT): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    pbkdf2(password, salt, params.iterations, params.keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Whether `password` matches a user's stored Payload `hash` and `salt`. */
export async function passwordMatches(
  stored: { hash?: unknown; salt?: unknown },
  password: string,
): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false;
  const current = stored.hash.startsWith(CURRENT_PREFIX);
  const expected = Buffer.from(
    current ? stored.hash.slice(CURRENT_PREFIX.length) : stored.hash,
    'hex',
  );
  const actual = await derive(password, stored.salt, current ? CURRENT : LEGACY);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Spends the time a real password check takes, for sign-ins that Payload turns away before
 * hashing (unknown e-mail, locked account): otherwise the answer's speed tells which e-mails
 * have accounts.
 */
export async function hashDummyPassword(password: string): Promise<void> {
  await derive(password, 'nutrimenu-dummy-salt', CURRENT);
}
