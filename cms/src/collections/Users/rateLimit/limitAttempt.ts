import { createHash } from 'node:crypto';
import type { PayloadRequest } from 'payload';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { env } from '../../../env';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';
import { type AccountFlow, attemptLimiters } from './attemptLimiters';
import { clientAddress } from './clientAddress';

// The table's keys are varchar(255); a forged header can be longer.
const LONGEST_READABLE_ADDRESS = 64;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The key of an e-mail address: normalised as Payload stores e-mails (trimmed, lower case), then
 * hashed, so the table holds no one's address and `Ana@x.ro ` counts as `ana@x.ro`.
 */
export function accountKey(email: string): string {
  return sha256(email.trim().toLowerCase());
}

function addressKey(req: PayloadRequest): string {
  const address = clientAddress(req.headers, env().TRUST_PROXY);
  return address.length <= LONGEST_READABLE_ADDRESS ? address : sha256(address);
}

async function refusal(req: PayloadRequest, msBeforeNext: number) {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  // Payload's REST and GraphQL handlers add `req.responseHeaders` to the error's answer.
  req.responseHeaders = new Headers(req.responseHeaders);
  req.responseHeaders.set('Retry-After', String(seconds));
  const t = await adminTranslator(req);
  return publicApiError(
    t('admin.account.error.tooManyAttempts', { minutes: Math.ceil(seconds / 60) }),
    429,
  );
}

async function consume(
  limiter: { consume(key: string): Promise<RateLimiterRes> },
  key: string,
): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    // Over the limit: the library rejects with its result; anything else is a real failure.
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  }
}

/**
 * Counts one attempt of `flow` by the request's client address and, when given, by the account's
 * e-mail (known or not: the answer must not tell). Over either limit it throws a 429 whose
 * message, in the reader's language, says how long to wait, with `Retry-After` in seconds.
 */
export async function limitAttempt(
  req: PayloadRequest,
  flow: AccountFlow,
  email: string | null,
): Promise<void> {
  const limiters = attemptLimiters(req.payload)[flow];
  const byAddress = await consume(limiters.address, addressKey(req));
  if (byAddress) throw await refusal(req, byAddress.msBeforeNext);
  if (email === null || email.trim() === '') return;
  const byAccount = await consume(limiters.account, accountKey(email));
  if (byAccount) throw await refusal(req, byAccount.msBeforeNext);
}

/**
 * A successful sign-in: the account's failures are forgotten, and the attempt is given back to
 * the address (only one that was counted: successes must not bank spare attempts), so the limits
 * count failures. An address that signs in to an account of its own between guesses stretches
 * its count that way; the per-account limit holds regardless (SECURITY.md).
 */
export async function forgiveSignIn(req: PayloadRequest, email: string): Promise<void> {
  const limiters = attemptLimiters(req.payload).signIn;
  const address = addressKey(req);
  const counted = await limiters.address.get(address);
  if (counted && counted.consumedPoints > 0) await limiters.address.reward(address, 1);
  await limiters.account.delete(accountKey(email));
}

/**
 * The account's owner chose a new password through the e-mailed link: whatever others did to its
 * sign-in and set-password counts no longer holds them back (Payload lifts its own lock then too).
 */
export async function releaseAccount(req: PayloadRequest, email: string): Promise<void> {
  const limiters = attemptLimiters(req.payload);
  await limiters.signIn.account.delete(accountKey(email));
  await limiters.setPassword.account.delete(accountKey(email));
}
