import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** A fresh invitation token: 32 random bytes, written as 64 hex digits. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('hex');
}

/**
 * What the database keeps of a token: its SHA-256. Someone who reads the table (a backup, an
 * admin) cannot accept an invitation with it; the token itself lives only in the e-mail.
 */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shape of a token in a link or a request. */
export const invitationTokenSchema = z.string().regex(/^[0-9a-f]{64}$/);
