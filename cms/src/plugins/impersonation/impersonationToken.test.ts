import { describe, expect, test } from 'vitest';
import {
  isImpersonationToken,
  signImpersonationToken,
  verifyImpersonationToken,
} from './impersonationToken';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = new Date('2026-11-22T10:00:00.000Z');
const signed = signImpersonationToken({
  secret: SECRET,
  userId: 7,
  adminId: 1,
  sessionId: 'session-1',
  expiresInSeconds: 3600,
  now: NOW,
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const [header, body, signature] = signed.token.split('.') as [string, string, string];

describe('impersonation tokens', () => {
  test('a signed token verifies to its claims: the user, the admin and the session', () => {
    expect(verifyImpersonationToken(signed.token, SECRET, NOW)).toEqual({
      sub: '7',
      act: { sub: '1', sid: 'session-1' },
      iat: NOW.getTime() / 1000,
      exp: NOW.getTime() / 1000 + 3600,
    });
    expect(signed.exp).toBe(NOW.getTime() / 1000 + 3600);
    expect(isImpersonationToken(signed.token)).toBe(true);
  });

  test.each([
    { case: 'another secret', token: signed.token, secret: `${SECRET}-other`, at: NOW },
    {
      case: 'an expired token',
      token: signed.token,
      secret: SECRET,
      at: new Date(NOW.getTime() + 3600 * 1000),
    },
    {
      case: 'claims changed after signing (another user)',
      token: `${header}.${b64({ sub: '8', act: { sub: '1', sid: 'session-1' }, iat: 0, exp: 2e9 })}.${signature}`,
      secret: SECRET,
      at: NOW,
    },
    {
      case: 'an unsigned token (alg none)',
      token: `${b64({ alg: 'none', typ: 'nutrimenu-impersonation+jwt' })}.${body}.`,
      secret: SECRET,
      at: NOW,
    },
    { case: 'a truncated signature', token: signed.token.slice(0, -4), secret: SECRET, at: NOW },
    { case: 'not a token', token: 'garbage', secret: SECRET, at: NOW },
  ])('refuses $case', ({ token, secret, at }) => {
    expect(verifyImpersonationToken(token, secret, at)).toBeNull();
  });

  test('a Payload session token is not an impersonation token', () => {
    const payloadToken = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ id: 7, collection: 'users' })}.x`;
    expect(isImpersonationToken(payloadToken)).toBe(false);
    expect(verifyImpersonationToken(payloadToken, SECRET, NOW)).toBeNull();
  });

  test('carries none of the claims Payload’s own JWT strategy signs in with', () => {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    expect(claims).not.toHaveProperty('id');
    expect(claims).not.toHaveProperty('collection');
    expect(claims).not.toHaveProperty('sid');
  });
});
