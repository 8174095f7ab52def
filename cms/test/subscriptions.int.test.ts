import { ro } from '@nutrimenu/core/messages/ro';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, addMonths, storedDay, utcDay } from '../src/collections/Subscriptions/days';
import { sendSubscriptionWarnings } from '../src/collections/Subscriptions/sendSubscriptionWarnings';
import { buildPublicMenu } from '../src/publicApi/buildPublicMenu';
import { subscribedRestaurantIds } from '../src/publicApi/subscribedRestaurantIds';
import {
  type AccessWorld,
  createUser,
  PASSWORD,
  seedAccessWorld,
  uniqueMarker,
} from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { startSmtpServer, type TestSmtpServer } from './helpers/startSmtpServer';
import { createTestPayload } from './helpers/testPayload';

/*
 * Subscriptions through the real REST handlers as each role: what admins do (create, renew,
 * cancel) and others cannot, the state computed from the days (boundaries included), the
 * public menu following it, the dashboard's data, and the end-of-subscription warnings sent
 * over SMTP to a real server on loopback, once each.
 */

let smtp: TestSmtpServer;
let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
const tokens = { admin: '', ownerA: '', staffA: '', ownerB: '' };

const today = utcDay(new Date());
const day = (offset: number) => storedDay(addDays(today, offset));
const EN = { 'Accept-Language': 'en' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = 'Nutrimenu Test <accounts@test.nutrimenu.ro>';
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  world = await seedAccessWorld(payload);
  await payload.update({
    collection: 'brands',
    id: world.brand.A,
    data: { contact: { email: 'renewals@brand-a.ro', phone: '+40 700 000 111' } },
  });
  tokens.admin = await api.login(world.users.admin.email, PASSWORD);
  tokens.ownerA = await api.login(world.users.ownerA.email, PASSWORD);
  tokens.staffA = await api.login(world.users.staffA.email, PASSWORD);
  tokens.ownerB = await api.login(world.users.ownerB.email, PASSWORD);
});

afterAll(async () => {
  await payload?.destroy();
  await smtp?.close();
});

/** A restaurant of brand A with a published menu, no subscription yet, and its owner. */
async function restaurantWithOwner(preferredLocale: 'ro' | 'de' | 'en' = 'ro') {
  const name = uniqueMarker('Bistro');
  const restaurant = await payload.create({
    collection: 'restaurants',
    data: {
      name,
      brand: world.brand.A,
      city: 'Cluj-Napoca',
      defaultLocale: 'ro',
      offeredLocales: ['ro', 'en'],
      currency: 'RON',
    },
  });
  await payload.create({
    collection: 'menus',
    data: { restaurant: restaurant.id, name: 'Meniu', _status: 'published' },
  });
  const owner = await createUser(payload, 'owner', [restaurant.id]);
  await payload.update({ collection: 'users', id: owner.id, data: { preferredLocale } });
  return { restaurant, owner };
}

async function subscribe(
  restaurant: number,
  startOffset: number,
  endOffset: number,
  extra: Record<string, unknown> = {},
) {
  const response = await api.rest('POST', 'subscriptions', {
    token: tokens.admin,
    json: {
      restaurant,
      plan: 'standard',
      startsAt: day(startOffset),
      endsAt: day(endOffset),
      ...extra,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.doc as { id: number; state: string; daysLeft: number | null };
}

const stored = (id: number) =>
  payload.findByID({ collection: 'subscriptions', id, depth: 0, overrideAccess: true });

async function publicState(slug: string): Promise<string> {
  const response = await api.rest('GET', `public/menus/${slug}`);
  expect(response.status).toBe(200);
  return response.body.state;
}

describe('who manages subscriptions', () => {
  test('an admin creates one over REST; it reads back active with its days left', async () => {
    const { restaurant } = await restaurantWithOwner();
    const created = await subscribe(restaurant.id, -10, 20);
    expect(created.state).toBe('active');
    expect(created.daysLeft).toBe(20);
  });

  test.each([
    ['owner', 'ownerA'],
    ['staff member', 'staffA'],
  ] as const)('a restaurant %s cannot create one, even for their restaurant', async (_l, who) => {
    const before = await payload.count({ collection: 'subscriptions', overrideAccess: true });
    const response = await api.rest('POST', 'subscriptions', {
      token: tokens[who],
      json: {
        restaurant: world.restaurant.A,
        plan: 'premium',
        startsAt: day(0),
        endsAt: day(400),
      },
    });
    expect(response.status).toBe(403);
    expect(await payload.count({ collection: 'subscriptions', overrideAccess: true })).toEqual(
      before,
    );
  });

  test('the last day may not come before the first day: a 400 that says so', async () => {
    const { restaurant } = await restaurantWithOwner();
    const response = await api.rest('POST', 'subscriptions', {
      token: tokens.admin,
      headers: EN,
      json: { restaurant: restaurant.id, plan: 'standard', startsAt: day(5), endsAt: day(4) },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('The last day cannot be before the first day.');
    // A one-day subscription is fine.
    await subscribe(restaurant.id, 5, 5);
  });

  test('the computed fields cannot be written', async () => {
    const { restaurant } = await restaurantWithOwner();
    const created = await subscribe(restaurant.id, -400, -30, {
      state: 'active',
      daysLeft: 99,
      warningsSent: [{ threshold: 14, endsOn: today }],
    });
    expect(created.state).toBe('expired');
    expect(created.daysLeft).toBeNull();
    expect((await stored(created.id)).warningsSent).toEqual([]);
  });
});

describe('renewal', () => {
  test("an admin's renewal adds the plan's 12 months after the last day", async () => {
    const { restaurant } = await restaurantWithOwner();
    const { id } = await subscribe(restaurant.id, -300, 10);
    const response = await api.rest('POST', `subscriptions/${id}/renew`, {
      token: tokens.admin,
      headers: EN,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const lastDay = addMonths(addDays(today, 10), 12);
    expect(utcDay(response.body.doc.endsAt)).toBe(lastDay);
    expect(response.body.doc.startsAt).toBe(day(-300));
    expect(response.body.message).toMatch(/^Renewed until /);
    expect(utcDay((await stored(id)).endsAt)).toBe(lastDay);
  });

  test('a renewal of an ended subscription starts today, for the months asked', async () => {
    const { restaurant } = await restaurantWithOwner();
    const { id } = await subscribe(restaurant.id, -400, -35);
    const response = await api.rest('POST', `subscriptions/${id}/renew`, {
      token: tokens.admin,
      json: { months: 1 },
    });
    expect(response.status).toBe(200);
    expect(response.body.doc.state).toBe('active');
    expect(utcDay(response.body.doc.startsAt)).toBe(today);
    expect(utcDay(response.body.doc.endsAt)).toBe(addDays(addMonths(today, 1), -1));
  });

  test('a renewal for 0 or 40 months is refused with a message', async () => {
    const { id } = await subscribe(world.restaurant.B, -10, 10);
    for (const months of [0, 40, 1.5, 'twelve']) {
      const response = await api.rest('POST', `subscriptions/${id}/renew`, {
        token: tokens.admin,
        headers: EN,
        json: { months },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].message).toBe(
        'Renew for a whole number of months, from 1 to 36.',
      );
    }
    expect(utcDay((await stored(id)).endsAt)).toBe(addDays(today, 10));
  });

  test.each([
    ['the owner', 'ownerA', 403],
    ['a staff member', 'staffA', 403],
    ["another restaurant's owner (for whom it does not exist)", 'ownerB', 404],
  ] as const)('%s cannot renew or cancel; nothing changes', async (_label, who, status) => {
    const { id } = await subscribe(world.restaurant.A, -10, 10);
    for (const action of ['renew', 'cancel']) {
      const response = await api.rest('POST', `subscriptions/${id}/${action}`, {
        token: tokens[who],
      });
      expect(response.status).toBe(status);
    }
    const after = await stored(id);
    expect(after.status).toBe('active');
    expect(utcDay(after.endsAt)).toBe(addDays(today, 10));
  });

  test('anonymous calls answer 401', async () => {
    const response = await api.rest('POST', `subscriptions/${world.subscription.A}/renew`);
    expect(response.status).toBe(401);
  });

  test.each(['abc', '9999999999'])('the id "%s" is a 400 that names it, not a 500', async (id) => {
    const response = await api.rest('POST', `subscriptions/${id}/cancel`, {
      token: tokens.admin,
      headers: EN,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errors: [{ message: `Invalid arguments passed in request: id "${id}"` }],
    });
  });
});

describe('cancellation', () => {
  test('takes effect at once: the public menu shows no-subscription, a renewal restores it', async () => {
    const { restaurant } = await restaurantWithOwner();
    const { id } = await subscribe(restaurant.id, -30, 300);
    expect(await publicState(restaurant.slug as string)).toBe('ok');

    const before = Date.now();
    const response = await api.rest('POST', `subscriptions/${id}/cancel`, {
      token: tokens.admin,
      headers: EN,
    });
    expect(response.status).toBe(200);
    expect(response.body.doc.status).toBe('cancelled');
    expect(response.body.doc.state).toBe('cancelled');
    // The moment of the request, as an ISO timestamp.
    const cancelledAt = Date.parse(response.body.doc.cancelledAt);
    expect(new Date(cancelledAt).toISOString()).toBe(response.body.doc.cancelledAt);
    expect(cancelledAt).toBeGreaterThanOrEqual(before);
    expect(cancelledAt).toBeLessThanOrEqual(Date.now());
    expect(response.body.message).toBe(
      'The subscription is cancelled; the public menu is offline.',
    );
    expect(await publicState(restaurant.slug as string)).toBe('no-subscription');

    const renewed = await api.rest('POST', `subscriptions/${id}/renew`, { token: tokens.admin });
    expect(renewed.body.doc.state).toBe('active');
    expect(renewed.body.doc.cancelledAt).toBeNull();
    expect(await publicState(restaurant.slug as string)).toBe('ok');
  });
});

describe('the state follows the days', () => {
  test.each([
    ['ends today: still active, 0 days left', -30, 0, 'active', 0, 'ok'],
    ['ends tomorrow: 1 day left', -30, 1, 'active', 1, 'ok'],
    ['starts today', 0, 30, 'active', 30, 'ok'],
    ['starts tomorrow: not yet', 1, 30, 'upcoming', null, 'no-subscription'],
    ['ended yesterday', -30, -1, 'expired', null, 'no-subscription'],
  ] as const)('%s', async (_label, start, end, state, daysLeft, menu) => {
    const { restaurant, owner } = await restaurantWithOwner();
    const { id } = await subscribe(restaurant.id, start, end);
    const token = await api.login(owner.email, PASSWORD);
    const read = await api.rest('GET', `subscriptions/${id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body.state).toBe(state);
    expect(read.body.daysLeft).toBe(daysLeft);
    expect(await publicState(restaurant.slug as string)).toBe(menu);
  });

  test('the public menu is online through the whole last day and goes offline after it', async () => {
    const { restaurant } = await restaurantWithOwner();
    await subscribe(restaurant.id, -30, 0);
    const slug = restaurant.slug as string;
    const lastMoment = new Date(`${today}T23:59:59.999Z`);
    const nextDay = new Date(`${addDays(today, 1)}T00:00:00.000Z`);
    for (const [now, state] of [
      [lastMoment, 'ok'],
      [nextDay, 'no-subscription'],
    ] as const) {
      const outcome = await buildPublicMenu(payload, { restaurantSlug: slug, now });
      expect('document' in outcome && outcome.document.state).toBe(state);
    }
    expect((await subscribedRestaurantIds(payload, lastMoment, [restaurant.id])).size).toBe(1);
    expect((await subscribedRestaurantIds(payload, nextDay, [restaurant.id])).size).toBe(0);
  });

  test('a subscription starting tomorrow puts the menu online at the start of that day', async () => {
    const { restaurant } = await restaurantWithOwner();
    await subscribe(restaurant.id, 1, 60);
    const dayBefore = new Date(`${today}T23:59:59.999Z`);
    const firstDay = new Date(`${addDays(today, 1)}T00:00:00.000Z`);
    expect((await subscribedRestaurantIds(payload, dayBefore, [restaurant.id])).size).toBe(0);
    expect((await subscribedRestaurantIds(payload, firstDay, [restaurant.id])).size).toBe(1);
  });
});

describe('the dashboard', () => {
  test('owners and staff get the state and days left of their restaurant, with the contact', async () => {
    const { restaurant, owner } = await restaurantWithOwner();
    await subscribe(restaurant.id, -100, 12);
    const staff = await createUser(payload, 'staff', [restaurant.id]);
    for (const email of [owner.email, staff.email]) {
      const token = await api.login(email, PASSWORD);
      const response = await api.rest('GET', 'subscriptions/overview', { token });
      expect(response.status).toBe(200);
      expect(response.body.restaurants).toEqual([
        {
          id: restaurant.id,
          name: restaurant.name,
          slug: restaurant.slug,
          state: 'active',
          startsOn: addDays(today, -100),
          endsOn: addDays(today, 12),
          daysLeft: 12,
          contact: { email: 'renewals@brand-a.ro', phone: '+40 700 000 111' },
        },
      ]);
    }
  });

  test('an ended subscription reads expired, with its last day', async () => {
    const { restaurant, owner } = await restaurantWithOwner();
    await subscribe(restaurant.id, -100, -3);
    const token = await api.login(owner.email, PASSWORD);
    const response = await api.rest('GET', 'subscriptions/overview', { token });
    expect(response.body.restaurants[0]).toMatchObject({
      state: 'expired',
      endsOn: addDays(today, -3),
    });
  });

  test("nobody sees another restaurant's subscription there", async () => {
    const response = await api.rest('GET', 'subscriptions/overview', { token: tokens.ownerB });
    expect(response.body.restaurants.map((r: { id: number }) => r.id)).toEqual([
      world.restaurant.B,
    ]);
    expect((await api.rest('GET', 'subscriptions/overview')).status).toBe(401);
  });

  test('admins get the restaurants whose subscription ends within the warning horizon', async () => {
    const soon = await restaurantWithOwner();
    await subscribe(soon.restaurant.id, -100, 5);
    const renewedBackToBack = await restaurantWithOwner();
    await subscribe(renewedBackToBack.restaurant.id, -100, 5);
    await subscribe(renewedBackToBack.restaurant.id, 6, 300);
    const response = await api.rest('GET', 'subscriptions/overview', { token: tokens.admin });
    expect(response.body.horizonDays).toBe(14);
    const ids = response.body.restaurants.map((r: { id: number }) => r.id);
    expect(ids).toContain(soon.restaurant.id);
    expect(ids).not.toContain(renewedBackToBack.restaurant.id);
  });
});

describe('the end-of-subscription warning', () => {
  const runJob = async () => {
    await payload.jobs.queue({ task: 'subscriptionWarnings', input: {} });
    await payload.jobs.run();
  };
  const mailsTo = (email: string) =>
    smtp.received.filter((mail) =>
      (Array.isArray(mail.to) ? mail.to : [mail.to])
        .flatMap((to) => to?.value ?? [])
        .some((entry) => entry.address?.toLowerCase() === email.toLowerCase()),
    );

  test('goes to the owner once per threshold, in their language, and never twice', async () => {
    const { restaurant, owner } = await restaurantWithOwner('ro');
    const staff = await createUser(payload, 'staff', [restaurant.id]);
    const { id } = await subscribe(restaurant.id, -300, 10);

    await runJob();
    expect(mailsTo(owner.email)).toHaveLength(1);
    const first = mailsTo(owner.email)[0];
    expect(first?.subject).toBe(`Abonamentul pentru ${restaurant.name} se încheie în 10 zile`);
    expect(first?.text).toContain(ro['location.noSubscription']);
    expect(first?.text).toContain(ro['admin.subscription.renewHint']);
    expect(first?.text).toContain('renewals@brand-a.ro');
    expect(first?.html).toContain('lang="ro"');
    expect(mailsTo(staff.email)).toHaveLength(0);
    const record = (await stored(id)).warningsSent;
    expect(record).toMatchObject([
      { threshold: 14, endsOn: addDays(today, 10), recipients: owner.email },
    ]);

    await runJob();
    await runJob();
    expect(mailsTo(owner.email)).toHaveLength(1);

    // Closer to the end (the last day moved to the day after tomorrow): the 3-day warning.
    const moved = await api.rest('PATCH', `subscriptions/${id}`, {
      token: tokens.admin,
      json: { endsAt: day(2) },
    });
    expect(moved.status).toBe(200);
    await runJob();
    expect(mailsTo(owner.email)).toHaveLength(2);
    expect(mailsTo(owner.email)[1]?.subject).toBe(
      `Abonamentul pentru ${restaurant.name} se încheie în 2 zile`,
    );
    await runJob();
    expect(mailsTo(owner.email)).toHaveLength(2);

    // Renewed: nothing is due any more.
    await api.rest('POST', `subscriptions/${id}/renew`, { token: tokens.admin });
    await runJob();
    expect(mailsTo(owner.email)).toHaveLength(2);
  });

  test('each owner gets it in their own language', async () => {
    const { restaurant, owner } = await restaurantWithOwner('de');
    const second = await createUser(payload, 'owner', [restaurant.id]);
    await payload.update({ collection: 'users', id: second.id, data: { preferredLocale: 'en' } });
    await subscribe(restaurant.id, -300, 0);
    await runJob();
    expect(mailsTo(owner.email).map((mail) => mail.subject)).toEqual([
      `Das Abonnement von ${restaurant.name} endet heute`,
    ]);
    expect(mailsTo(second.email).map((mail) => mail.subject)).toEqual([
      `The subscription of ${restaurant.name} ends today`,
    ]);
  });

  test('is not sent for a cancelled subscription, one far from its end, or one continued', async () => {
    const cancelled = await restaurantWithOwner();
    const { id } = await subscribe(cancelled.restaurant.id, -300, 5);
    await api.rest('POST', `subscriptions/${id}/cancel`, { token: tokens.admin });
    const far = await restaurantWithOwner();
    await subscribe(far.restaurant.id, -300, 15);
    const continued = await restaurantWithOwner();
    await subscribe(continued.restaurant.id, -300, 5);
    await subscribe(continued.restaurant.id, 6, 370);
    await runJob();
    for (const { owner } of [cancelled, far, continued]) {
      expect(mailsTo(owner.email)).toHaveLength(0);
    }
  });

  test('a failed e-mail is not recorded, so the next run sends it', async () => {
    const { restaurant, owner } = await restaurantWithOwner();
    const { id } = await subscribe(restaurant.id, -300, 3);
    smtp.refuse(owner.email);
    const run = await sendSubscriptionWarnings(payload, new Date(), [14, 3]);
    expect(run.failed).toEqual([id]);
    expect((await stored(id)).warningsSent).toEqual([]);
    // The owner's address is fixed: the next run sends the warning, to the new address.
    const fixed = `${uniqueMarker('fixed')}@test.nutrimenu.ro`;
    await payload.update({ collection: 'users', id: owner.id, data: { email: fixed } });
    const again = await sendSubscriptionWarnings(payload, new Date(), [14, 3]);
    expect(again.warned).toContain(id);
    expect(again.failed).toEqual([]);
    expect(mailsTo(fixed)).toHaveLength(1);
    expect((await stored(id)).warningsSent).toMatchObject([{ threshold: 3, recipients: fixed }]);
  });

  test('is scheduled: the scheduler queues the task for its next daytime hour', async () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'subscriptionWarnings');
    expect(task?.schedule?.[0]?.cron).toBe('0 0 6-18 * * *');
    await payload.jobs.handleSchedules({ queue: 'default' });
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'subscriptionWarnings' }, completedAt: { exists: false } },
      pagination: false,
      overrideAccess: true,
    });
    const scheduled = docs.filter((job) => (job.meta as { scheduled?: boolean })?.scheduled);
    expect(scheduled).toHaveLength(1);
    const waitUntil = new Date(scheduled[0]?.waitUntil as string);
    expect(waitUntil.getUTCHours()).toBeGreaterThanOrEqual(6);
    expect(waitUntil.getUTCHours()).toBeLessThanOrEqual(18);
    expect(waitUntil.getTime()).toBeGreaterThan(Date.now());
  });

  test("the scheduler's statistics cannot be read or changed through the API", async () => {
    for (const token of [tokens.ownerA, tokens.admin]) {
      expect((await api.rest('GET', 'globals/payload-jobs-stats', { token })).status).toBe(403);
      const write = await api.rest('POST', 'globals/payload-jobs-stats', {
        token,
        json: { stats: {} },
      });
      expect(write.status).toBe(403);
    }
  });
});
