import { addDataAndFileToRequest } from 'payload';
import { z } from 'zod';
import { EndpointError } from '../../../utilities/EndpointError';
import { privateJson } from '../../../utilities/privateResponse';
import { signedInEndpoint } from '../../../utilities/signedInEndpoint';
import { invitationOfToken, joinRestaurant, refusalOf } from '../acceptInvitation';
import { invitingRestaurant } from '../invitationEmail';
import { invitationTokenSchema } from '../invitationToken';
import { relationId } from '../relationId';

const body = z.object({ token: invitationTokenSchema });

/**
 * `POST /api/invitations/accept` with `{ token }`: the signed-in account accepts the invitation
 * the token (from the e-mailed link) stands for and joins its restaurant. Both are needed: the
 * token proves the e-mail was received, the session that the account's holder is the one
 * accepting (a link forwarded, or opened by a mail scanner, joins nobody). A POST behind the
 * admin's button, never the link's GET: scanners that follow links must not accept for anyone.
 * Answers `{ restaurant: { id, name } }`; refusals are translated 4xx (acceptInvitation.ts).
 */
export const acceptInvitationEndpoint = signedInEndpoint('post', '/accept', async (req, t) => {
  await addDataAndFileToRequest(req);
  const parsed = body.safeParse(req.data);
  if (!parsed.success) throw new EndpointError(400, t('admin.invitations.error.tokenRequired'));
  const invitation = await invitationOfToken(req.payload, parsed.data.token, req);
  const account = await req.payload.findByID({
    collection: 'users',
    id: req.user.id,
    depth: 0,
    overrideAccess: true,
    req,
  });
  const refusal = refusalOf(invitation, account, t);
  if (refusal || !invitation)
    throw new EndpointError(refusal?.status ?? 404, refusal?.message ?? '');
  if ((await joinRestaurant(req.payload, invitation, account)) === 'used')
    throw new EndpointError(410, t('admin.invitations.error.used'));
  const restaurantId = relationId(invitation.restaurant) ?? 0;
  const { restaurant } = await invitingRestaurant(req.payload, restaurantId);
  return privateJson({ restaurant: { id: restaurantId, name: restaurant } });
});
