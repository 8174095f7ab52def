import { pbkdf2, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(pbkdf2);
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:';

/**
 * Whether `password` is the one a user's stored hash was made from, checked the way Payload
 * 3.90's local strategy does (its `authenticateLocalStrategy` is not exported). Signing in to
 * check would count a failed attempt against the account's lock-out. A hash in a format this
 * does not know answers `false`, so the caller sets the password again: safe either way.
 */
export async function passwordMatches(
  stored: { hash?: string | null; salt?: string | null },
  password: string,
): Promise<boolean> {
  const { hash, salt } = stored;
  if (!hash || !salt) return false;
  const current = hash.startsWith(CURRENT_PREFIX);
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex');
  const derived = await derive(
    password,
    salt,
    current ? 600_000 : 25_000,
    current ? 32 : 512,
    'sha256',
  );
  return expected.length === derived.length && timingSafeEqual(expected, derived);
}
