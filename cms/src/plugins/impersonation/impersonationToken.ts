import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The session token of an admin acting as another user: a compact JWS (HS256) that travels where
 * Payload's own token does (the `payload-token` cookie or an `Authorization: JWT …` header).
 *
 * It is deliberately not a Payload token: its protected header has its own `typ` and its claims
 * name the user as `sub` and the admin as `act` (the "actor" claim of RFC 8693), without Payload's
 * `id`/`collection`. Payload's JWT strategy therefore rejects it, so if our strategy ever refuses
 * one, the request is anonymous rather than silently signed in as the user without the banner,
 * the audit or the guards. The key is derived from Payload's secret for this one purpose.
 */
export interface ImpersonationClaims {
  /** The user acted as. */
  sub: string;
  /** The admin acting, and the admin's session this impersonation lives in. */
  act: { sub: string; sid: string };
  iat: number;
  exp: number;
}

const TYPE = 'nutrimenu-impersonation+jwt';
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: TYPE }));

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('nutrimenu impersonation token').digest();
}

function signature(signingInput: string, secret: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(signingInput).digest();
}

/** A token for `userId` acted as by `adminId` in the admin's session `sessionId`. */
export function signImpersonationToken(args: {
  secret: string;
  userId: number | string;
  adminId: number | string;
  sessionId: string;
  expiresInSeconds: number;
  now?: Date;
}): { token: string; exp: number } {
  const iat = Math.floor((args.now ?? new Date()).getTime() / 1000);
  const exp = iat + args.expiresInSeconds;
  const claims: ImpersonationClaims = {
    sub: String(args.userId),
    act: { sub: String(args.adminId), sid: args.sessionId },
    iat,
    exp,
  };
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return {
    token: `${signingInput}.${signature(signingInput, args.secret).toString('base64url')}`,
    exp,
  };
}

/** Whether a token claims to be an impersonation token (its header only; nothing is verified). */
export function isImpersonationToken(token: string): boolean {
  return token.startsWith(`${HEADER}.`);
}

/** The claims of a genuine, unexpired impersonation token; `null` for anything else. */
export function verifyImpersonationToken(
  token: string,
  secret: string,
  now: Date = new Date(),
): ImpersonationClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const [header, body, mac] = parts as [string, string, string];
  const expected = signature(`${header}.${body}`, secret);
  const actual = Buffer.from(mac, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims)) return null;
  return claims.exp * 1000 > now.getTime() ? claims : null;
}

function isClaims(value: unknown): value is ImpersonationClaims {
  const claims = value as Partial<ImpersonationClaims> | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    typeof claims.sub === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number' &&
    typeof claims.act === 'object' &&
    claims.act !== null &&
    typeof claims.act.sub === 'string' &&
    typeof claims.act.sid === 'string'
  );
}
