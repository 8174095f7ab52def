import { sql } from '@payloadcms/db-postgres/drizzle';
import { createLocalReq, type Payload, type PayloadRequest } from 'payload';
import { renderSubscriptionWarning } from '../../email/renderSubscriptionWarning';
import type { Subscription } from '../../payload-types';
import { adminLocale, adminTranslator } from '../../utilities/adminTranslator';
import { executeSql } from '../../utilities/executeSql';
import { runInTransaction } from '../../utilities/runInTransaction';
import { addDays, type Day, startOfDay, utcDay } from './days';
import { dueWarning, type SentWarning } from './dueWarning';
import { chainedEnd } from './restaurantCoverage';

type Id = number | string;

export interface WarningRun {
  /** Subscriptions whose owners were warned in this run. */
  warned: Id[];
  /** Subscriptions whose warning could not be sent; the next run tries again. */
  failed: Id[];
}

/**
 * Sends the end-of-subscription warnings due on the day of `now` (see `dueWarning`) to the
 * owners of each restaurant, each in their preferred language, and records each one on the
 * subscription. One subscription at a time, in its own transaction holding its row lock: a
 * second run, even in another process at the same moment, waits, then finds the warning
 * recorded and sends nothing. An e-mail that fails rolls its record back, so the next run
 * (the job is scheduled hourly in the daytime) tries again. Subscriptions continued by a
 * back-to-back one (a renewal made as a new subscription) are not warned about.
 */
export async function sendSubscriptionWarnings(
  payload: Payload,
  now: Date,
  thresholds: readonly number[],
): Promise<WarningRun> {
  const run: WarningRun = { warned: [], failed: [] };
  if (thresholds.length === 0) return run;
  const today = utcDay(now);
  const candidates = await payload.find({
    collection: 'subscriptions',
    where: {
      and: [
        { status: { equals: 'active' } },
        { startsAt: { less_than: startOfDay(addDays(today, 1)).toISOString() } },
        { endsAt: { greater_than_equal: startOfDay(today).toISOString() } },
        {
          endsAt: {
            less_than: startOfDay(addDays(today, Math.max(...thresholds) + 1)).toISOString(),
          },
        },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { restaurant: true },
  });
  for (const { id } of candidates.docs) {
    try {
      const req = await createLocalReq({ context: {} }, payload);
      const warned = await runInTransaction(req, () => warnOwners(req, id, today, thresholds));
      if (warned) run.warned.push(id);
    } catch (error) {
      payload.logger.error({ err: error, msg: `Subscription ${id}: the warning was not sent` });
      run.failed.push(id);
    }
  }
  return run;
}

async function warnOwners(
  req: PayloadRequest,
  id: Id,
  today: Day,
  thresholds: readonly number[],
): Promise<boolean> {
  const { payload } = req;
  await executeSql(req, sql`SELECT id FROM subscriptions WHERE id = ${id} FOR UPDATE`);
  const subscription = (await payload.findByID({
    collection: 'subscriptions',
    id,
    depth: 0,
    req,
    overrideAccess: true,
  })) as Subscription;
  const sent: SentWarning[] = (subscription.warningsSent ?? []).map((row) => ({
    threshold: row.threshold,
    endsOn: row.endsOn,
  }));
  const due = dueWarning(subscription, sent, thresholds, today);
  if (!due) return false;

  const restaurantId =
    typeof subscription.restaurant === 'object'
      ? subscription.restaurant.id
      : subscription.restaurant;
  const others = await payload.find({
    collection: 'subscriptions',
    where: {
      and: [
        { restaurant: { equals: restaurantId } },
        { id: { not_equals: id } },
        { status: { equals: 'active' } },
      ],
    },
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
    select: { startsAt: true, endsAt: true },
  });
  const periods = others.docs.map((doc) => ({
    startsOn: utcDay(doc.startsAt),
    endsOn: utcDay(doc.endsAt),
  }));
  if (chainedEnd(periods, due.endsOn) > due.endsOn) return false;

  const restaurant = await payload.findByID({
    collection: 'restaurants',
    id: restaurantId,
    depth: 1,
    req,
    overrideAccess: true,
    select: { name: true, brand: true },
    populate: { brands: { contact: true } },
  });
  const owners = await payload.find({
    collection: 'users',
    where: {
      and: [{ role: { equals: 'owner' } }, { 'tenants.tenant': { equals: restaurantId } }],
    },
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
    select: { email: true, name: true, preferredLocale: true },
  });
  if (owners.docs.length === 0) {
    payload.logger.info(`Subscription ${id} ends on ${due.endsOn}; its restaurant has no owner`);
    return false;
  }

  const brand = typeof restaurant.brand === 'object' ? restaurant.brand : null;
  const contact = { email: brand?.contact?.email ?? null, phone: brand?.contact?.phone ?? null };
  const dashboardUrl = `${payload.config.serverURL}${payload.config.routes.admin}`;
  for (const owner of owners.docs) {
    const locale = adminLocale(owner.preferredLocale);
    const message = renderSubscriptionWarning({
      t: await adminTranslator(locale),
      locale,
      name: owner.name?.trim() || owner.email,
      restaurant: restaurant.name,
      endsOn: due.endsOn,
      daysLeft: due.daysLeft,
      contact,
      dashboardUrl,
    });
    await payload.sendEmail({ to: owner.email, ...message });
  }

  await payload.update({
    collection: 'subscriptions',
    id,
    data: {
      warningsSent: [
        ...(subscription.warningsSent ?? []),
        {
          threshold: due.threshold,
          endsOn: due.endsOn,
          sentAt: new Date().toISOString(),
          recipients: owners.docs.map((owner) => owner.email).join(', '),
        },
      ],
    },
    depth: 0,
    req,
    overrideAccess: true,
  });
  return true;
}
