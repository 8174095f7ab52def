import { isLocale } from '@nutrimenu/core/locale';
import type { PayloadRequest, Where } from 'payload';

/** Payload's own preference key for the content language the admin edits in. */
const CONTENT_LOCALE_KEY = 'locale';

/**
 * Sets the content language the admin opens in (Payload's `locale` preference) for `userId` to
 * `locale`. `keepChosen`: only when the user has none yet, so a language they picked in the
 * content switch stays theirs.
 */
export async function setContentLocalePreference(
  req: PayloadRequest,
  userId: number,
  locale: string | null | undefined,
  { keepChosen }: { keepChosen: boolean },
): Promise<void> {
  if (!isLocale(locale)) return;
  const where: Where = {
    and: [
      { key: { equals: CONTENT_LOCALE_KEY } },
      { 'user.value': { equals: userId } },
      { 'user.relationTo': { equals: 'users' } },
    ],
  };
  const { docs } = await req.payload.find({
    collection: 'payload-preferences',
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  });
  const existing = docs[0];
  if (existing && (keepChosen || existing.value === locale)) return;
  if (existing) {
    await req.payload.update({
      collection: 'payload-preferences',
      id: existing.id,
      data: { value: locale },
      overrideAccess: true,
      req,
    });
    return;
  }
  await req.payload.create({
    collection: 'payload-preferences',
    data: { key: CONTENT_LOCALE_KEY, user: { relationTo: 'users', value: userId }, value: locale },
    overrideAccess: true,
    req,
  });
}
