import type { Translate } from '@nutrimenu/core/messages';
import type { Endpoint, PayloadRequest } from 'payload';
import type { Subscription } from '../../../payload-types';
import { parseId } from '../../../utilities/parseId';
import { privateJson } from '../../../utilities/privateResponse';
import { signedInEndpoint } from '../../../utilities/signedInEndpoint';

export interface ActionResult {
  data: Partial<Subscription>;
  /** What the admin is told once the change is saved. */
  message: (saved: Subscription, t: Translate, req: PayloadRequest) => string;
}

/**
 * A button of the subscription's edit view as `POST /api/subscriptions/:id/<name>`: reads the
 * subscription and saves what `decide` returns, both as the signed-in user (only admins may
 * update subscriptions), and answers `{ message, doc }` in the admin's language; refusals as
 * every signed-in endpoint answers them (see `signedInEndpoint`).
 */
export function subscriptionAction(
  name: string,
  decide: (
    current: Subscription,
    req: PayloadRequest,
    t: Translate,
  ) => ActionResult | Promise<ActionResult>,
): Endpoint {
  return signedInEndpoint('post', `/:id/${name}`, async (req, t) => {
    const id = parseId(req.routeParams?.id, 'id', req.t);
    const current = await req.payload.findByID({
      collection: 'subscriptions',
      id,
      depth: 0,
      req,
      overrideAccess: false,
    });
    const { data, message } = await decide(current, req, t);
    const doc = await req.payload.update({
      collection: 'subscriptions',
      id,
      data,
      depth: 0,
      req,
      overrideAccess: false,
    });
    return privateJson({ message: message(doc, t, req), doc });
  });
}
