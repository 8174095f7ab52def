import type { Translate } from '@nutrimenu/core/messages';
import { type Endpoint, type PayloadRequest, UnauthorizedError } from 'payload';
import type { Subscription } from '../../../payload-types';
import { adminTranslator } from '../../../utilities/adminTranslator';

export interface ActionResult {
  data: Partial<Subscription>;
  /** What the admin is told once the change is saved. */
  message: (saved: Subscription, t: Translate, req: PayloadRequest) => string;
}

/**
 * A button of the subscription's edit view as `POST /api/subscriptions/:id/<name>`: reads the
 * subscription and saves what `decide` returns, both as the signed-in user (only admins may
 * update subscriptions), and answers `{ message, doc }` in the admin's language.
 */
export function subscriptionAction(
  name: string,
  decide: (
    current: Subscription,
    req: PayloadRequest,
    t: Translate,
  ) => ActionResult | Promise<ActionResult>,
): Endpoint {
  return {
    path: `/:id/${name}`,
    method: 'post',
    handler: async (req) => {
      if (!req.user) throw new UnauthorizedError(req.t);
      const id = String(req.routeParams?.id ?? '');
      const t = await adminTranslator(req);
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
      return Response.json({ message: message(doc, t, req), doc });
    },
  };
}
