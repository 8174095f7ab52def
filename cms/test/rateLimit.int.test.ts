import { createHash } from 'node:crypto';
import type { Payload } from 'payload';
import pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AccessWorld, createUser, PASSWORD, seedAccessWorld } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import {
  setPasswordLinkOf,
  startSmtpServer,
  type TestSmtpServer,
  tokenOf,
} from './helpers/startSmtpServer';
import { createTestPayload } from './helpers/testPayload';

/*
 * Sign-in, forgot-password and set-password (reset and invitation links) are rate limited by client
 * address and by account, in PostgreSQL, through Payload's real REST and GraphQL handlers. The
 * defaults (env.ts) are in force: sign-in 30 failures per address and 5 per e-mail in 15 minutes;
 * forgot-password 10 per address and 3 per e-mail in an hour; set-password 20 per address in 15
 * minutes. Each test takes its own client addresses (X-Forwarded-For, which Next fills from the
 * socket) so the counts do not meet.
 */

const ROMANIAN_REFUSAL = /^Prea multe încercări\. Încercați din nou peste 15 minute\.$/;

let smtp: TestSmtpServer;
let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
let nextAddress = 1;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  world = await seedAccessWorld(payload);
});

afterAll(async () => {
  await payload?.destroy();
  await smtp?.close();
});

/** The table's key of an e-mail: normalised (trimmed, lower case), then SHA-256. */
const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** A client address of the documentation range no other test has used. */
function freshAddress(): string {
  nextAddress += 1;
  return `198.51.100.${nextAddress}`;
}

const signIn = (email: string, password: string, address: string) =>
  api.rest('POST', 'users/login', {
    json: { email, password },
    headers: { 'X-Forwarded-For': address, 'Accept-Language': 'ro' },
  });

const LOGIN = `mutation ($email: String!, $password: String!) {
  loginUser(email: $email, password: $password) { token }
}`;

const signInGraphql = (email: string, password: string, address: string) =>
  api.graphql(LOGIN, { email, password }, undefined, {
    'X-Forwarded-For': address,
    'Accept-Language': 'ro',
  });

const forgot = (email: string, address: string) =>
  api.rest('POST', 'users/forgot-password', {
    json: { email },
    headers: { 'X-Forwarded-For': address, 'Accept-Language': 'ro' },
  });

function retryAfterSeconds(headers: Headers | undefined): number {
  return Number(headers?.get('retry-after'));
}

describe('sign-in', () => {
  test('REST: five failures for one e-mail, then even the right password gets 429 with Retry-After; an unknown e-mail gets the very same answer', async () => {
    const user = await createUser(payload, 'staff', [world.restaurant.A]);
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(user.email, `wrong-${attempt}`, attacker)).status).toBe(401);
    }
    const limited = await signIn(user.email, PASSWORD, attacker);
    expect(limited.status).toBe(429);
    expect(limited.body.token).toBeUndefined();
    expect(limited.body.errors).toEqual([{ message: expect.stringMatching(ROMANIAN_REFUSAL) }]);
    const wait = retryAfterSeconds(limited.headers);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);

    const unknownEmail = 'nobody-here@test.nutrimenu.ro';
    const other = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(unknownEmail, `wrong-${attempt}`, other)).status).toBe(401);
    }
    const unknown = await signIn(unknownEmail, PASSWORD, other);
    expect(unknown.status).toBe(limited.status);
    expect(unknown.body).toEqual(limited.body);
    expect(Math.abs(retryAfterSeconds(unknown.headers) - wait)).toBeLessThanOrEqual(60);
  });

  test('the e-mail is normalised: case and spaces do not make a new account key', async () => {
    const user = await createUser(payload, 'staff', [world.restaurant.A]);
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const spelled = attempt % 2 === 0 ? ` ${user.email.toUpperCase()} ` : user.email;
      await signIn(spelled, `wrong-${attempt}`, attacker);
    }
    expect((await signIn(user.email, PASSWORD, attacker)).status).toBe(429);
  });

  test('GraphQL loginUser: the same limit, message and Retry-After, shared with REST', async () => {
    const user = await createUser(payload, 'owner', [world.restaurant.A]);
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await signIn(user.email, `wrong-${attempt}`, attacker);
      await signInGraphql(user.email, `wrong-graphql-${attempt}`, attacker);
    }
    const limited = await signInGraphql(user.email, PASSWORD, attacker);
    expect(limited.body.data?.loginUser ?? null).toBeNull();
    expect(limited.body.errors?.[0]?.message).toMatch(ROMANIAN_REFUSAL);
    expect(retryAfterSeconds(limited.headers)).toBeGreaterThan(14 * 60);
    const unknown = await signInGraphql('nobody-graphql@test.nutrimenu.ro', PASSWORD, attacker);
    // The unknown e-mail's first attempt is not over its account limit: it fails as usual.
    expect(unknown.body.errors?.[0]?.message).not.toMatch(ROMANIAN_REFUSAL);
  });

  test('one address guessing across many accounts is stopped; another address still signs in', async () => {
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await signIn(
        `guess-${attempt}@test.nutrimenu.ro`,
        'wrong-password',
        attacker,
      );
      expect(response.status).toBe(401);
    }
    const victim = await createUser(payload, 'owner', [world.restaurant.A]);
    const refused = await signIn(victim.email, PASSWORD, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].message).toMatch(ROMANIAN_REFUSAL);
    expect((await signIn(victim.email, PASSWORD, freshAddress())).status).toBe(200);
  });

  test('successful sign-ins do not count, and do not bank spare attempts either', async () => {
    const user = await createUser(payload, 'staff', [world.restaurant.A]);
    const office = freshAddress();
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect((await signIn(user.email, PASSWORD, office)).status).toBe(200);
    }
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await signIn(user.email, 'wrong-password', office);
    }
    expect((await signIn(user.email, PASSWORD, office)).status).toBe(200);
    // Those eight successes gave the address no credit: 30 failures still reach its limit.
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      await signIn(`guess-banked-${attempt}@test.nutrimenu.ro`, 'wrong-password', office);
    }
    expect((await signIn(user.email, PASSWORD, office)).status).toBe(429);
  });

  test('the owner of an account others ran into the limit gets back in through the e-mailed reset link', async () => {
    const user = await createUser(payload, 'owner', [world.restaurant.A]);
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await signIn(user.email, `wrong-${attempt}`, attacker);
    }
    const owner = freshAddress();
    expect((await signIn(user.email, PASSWORD, owner)).status).toBe(429);

    const mailArrives = smtp.nextMessageTo(user.email);
    expect((await forgot(user.email, owner)).status).toBe(200);
    const token = tokenOf(setPasswordLinkOf(await mailArrives));
    const newPassword = 'a-brand-new-long-passphrase';
    const reset = await api.rest('POST', 'users/reset-password', {
      json: { token, password: newPassword },
      headers: { 'X-Forwarded-For': owner },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await signIn(user.email, newPassword, owner)).status).toBe(200);
  });
});

describe('forgot-password', () => {
  test('a flood from one address is refused after 10 requests, and the refused ones mail nobody', async () => {
    const users = await Promise.all(
      Array.from({ length: 12 }, () => createUser(payload, 'staff', [world.restaurant.A])),
    );
    const flooder = freshAddress();
    const statuses: number[] = [];
    for (const user of users) statuses.push((await forgot(user.email, flooder)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);

    await Promise.all(users.slice(0, 10).map((user) => smtp.nextMessageTo(user.email)));
    // The operation runs after the answer: give a wrongly sent e-mail time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const recipients = smtp.received.flatMap((mail) =>
      [mail.to].flat().flatMap((to) => to?.value.map((entry) => entry.address) ?? []),
    );
    for (const user of users.slice(10)) expect(recipients).not.toContain(user.email);
  });

  test('per e-mail: the fourth request in an hour is refused, the same for an unknown address', async () => {
    const user = await createUser(payload, 'staff', [world.restaurant.A]);
    const unknownEmail = 'nobody-forgot@test.nutrimenu.ro';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await forgot(user.email, freshAddress())).status).toBe(200);
      expect((await forgot(unknownEmail, freshAddress())).status).toBe(200);
    }
    const known = await forgot(user.email, freshAddress());
    const unknown = await forgot(unknownEmail, freshAddress());
    expect(known.status).toBe(429);
    expect(known.body.errors[0].message).toMatch(/^Prea multe încercări/);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(retryAfterSeconds(known.headers)).toBeGreaterThan(59 * 60);
  });

  test('GraphQL forgotPasswordUser shares the limit', async () => {
    const email = 'nobody-graphql-forgot@test.nutrimenu.ro';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await forgot(email, freshAddress())).status).toBe(200);
    }
    const limited = await api.graphql(
      'mutation ($email: String!) { forgotPasswordUser(email: $email) }',
      { email },
      undefined,
      { 'X-Forwarded-For': freshAddress(), 'Accept-Language': 'ro' },
    );
    expect(limited.body.data?.forgotPasswordUser ?? null).toBeNull();
    expect(limited.body.errors?.[0]?.message).toMatch(/^Prea multe încercări/);
  });
});

describe('set-password links (reset and invitation)', () => {
  test('guessing links from one address is refused after 20 attempts', async () => {
    const guesser = freshAddress();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await api.rest('POST', 'users/reset-password', {
        json: { token: `${attempt}`.padStart(40, 'f'), password: 'a-long-enough-passphrase' },
        headers: { 'X-Forwarded-For': guesser },
      });
      expect(response.status).toBe(403);
    }
    const refused = await api.rest('POST', 'users/reset-password', {
      json: { token: 'f'.repeat(40), password: 'a-long-enough-passphrase' },
      headers: { 'X-Forwarded-For': guesser, 'Accept-Language': 'ro' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].message).toMatch(ROMANIAN_REFUSAL);
  });
});

describe('the counts live in PostgreSQL', () => {
  test('another connection to the database sees them, as another CMS instance would', async () => {
    const email = 'counted-in-postgres@test.nutrimenu.ro';
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 3; attempt += 1) await signIn(email, 'wrong', attacker);

    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
    try {
      const rows = await pool.query<{ key: string; points: number }>(
        'SELECT key, points FROM rate_limits WHERE key = $1 OR key = $2',
        [`signIn:account:${accountKey(email)}`, `signIn:address:${attacker}`],
      );
      expect(Object.fromEntries(rows.rows.map((row) => [row.key, row.points]))).toEqual({
        [`signIn:account:${accountKey(email)}`]: 3,
        [`signIn:address:${attacker}`]: 3,
      });
      // A second instance's limiter on its own pool reads the same count.
      const elsewhere = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: 'signIn:account',
        points: 5,
        duration: 15 * 60,
      });
      expect((await elsewhere.get(accountKey(email)))?.consumedPoints).toBe(3);
    } finally {
      await pool.end();
    }
  });
});
