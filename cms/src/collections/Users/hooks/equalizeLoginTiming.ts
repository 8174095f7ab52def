import type { CollectionBeforeOperationHook } from 'payload';
import { hashDummyPassword } from '../auth/passwordHash';

/**
 * Payload answers a sign-in with an unknown e-mail, or for a locked account, without hashing the
 * password: a few milliseconds instead of a few hundred, which tells anyone timing the answers
 * which e-mails have accounts. For those two cases this hook hashes the given password against a
 * dummy salt first, so every failed sign-in costs one password hash. (The message is the same
 * anyway: see i18n/adminTranslations.ts.)
 */
export const equalizeLoginTiming: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'login') return args;
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data;
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : '';
  const password = typeof data?.password === 'string' ? data.password : '';
  // Payload refuses these with a 400 "required" before looking anyone up.
  if (email === '' || password.trim() === '') return args;
  const user = await req.payload.db.findOne<{ id: number; lockUntil?: string | null }>({
    collection: collection.slug,
    req,
    where: { email: { equals: email } },
  });
  const locked = user?.lockUntil ? new Date(user.lockUntil).getTime() > Date.now() : false;
  if (!user || locked) await hashDummyPassword(password);
  return args;
};
