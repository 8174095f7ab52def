import type { Payload } from 'payload';
import { ROLE_LABELS } from '../../access/roleLabels';
import { renderAccountEmail } from '../../email/renderAccountEmail';
import type { Invitation, User } from '../../payload-types';
import { adminLocale, adminTranslator } from '../../utilities/adminTranslator';
import { ADMIN_LANGUAGE_PARAMETER } from '../Users/auth/adminLanguageCookie';
import { INVITATION_LINK_DAYS } from '../Users/auth/tokenLifetimes';
import { relationId } from './relationId';

/** The query parameter of the admin dashboard that opens an invitation to accept. */
export const ACCEPT_INVITATION_PARAMETER = 'invitation';

/**
 * The link of an invitation e-mail: the admin dashboard, which asks the holder to sign in (to the
 * account the invitation is for) and then shows the invitation with a button to accept it.
 */
export function acceptInvitationUrl(payload: Payload, token: string, locale: string): string {
  const admin = payload.config.routes.admin;
  const query = `${ACCEPT_INVITATION_PARAMETER}=${token}&${ADMIN_LANGUAGE_PARAMETER}=${locale}`;
  return `${payload.config.serverURL}${admin}?${query}`;
}

/** The restaurant's and its brand's names, as an invitation names them. */
export async function invitingRestaurant(
  payload: Payload,
  restaurantId: number,
): Promise<{ restaurant: string; brand: string }> {
  const restaurant = await payload.findByID({
    collection: 'restaurants',
    id: restaurantId,
    depth: 1,
    overrideAccess: true,
  });
  const brand = typeof restaurant.brand === 'object' ? restaurant.brand.name : restaurant.name;
  return { restaurant: restaurant.name, brand };
}

/**
 * The e-mail inviting an existing account to a restaurant, in the account's own language (its
 * admin language), whoever sent it.
 */
export async function restaurantInvitationEmail(
  payload: Payload,
  invitation: Invitation,
  account: Pick<User, 'name' | 'email' | 'preferredLocale'>,
  token: string,
) {
  const locale = adminLocale(account.preferredLocale);
  const t = await adminTranslator(locale);
  const restaurantId = relationId(invitation.restaurant);
  const names = restaurantId === null ? null : await invitingRestaurant(payload, restaurantId);
  return renderAccountEmail({
    kind: 'restaurantInvitation',
    t,
    locale,
    name: account.name,
    email: account.email,
    link: acceptInvitationUrl(payload, token, locale),
    validDays: INVITATION_LINK_DAYS,
    values: {
      restaurant: names?.restaurant ?? '',
      brand: names?.brand ?? '',
      role: t(ROLE_LABELS[invitation.role]),
    },
  });
}
