import { type Endpoint, getFieldsToSign, jwtSign } from 'payload';
import { runInTransaction } from '../../../utilities/runInTransaction';
import { openSession, usersCollection } from '../adminSessions';
import { endImpersonation } from '../endImpersonation';
import { impersonatorOf } from '../impersonatorOf';
import { refusal } from '../refusal';
import { sessionResponse } from '../sessionResponse';

/**
 * POST /api/users/exit-impersonation: the admin stops acting as the user and is themself again.
 *
 * Ends the impersonation's session (its token is dead from now on, wherever it was copied), logs
 * the exit and answers a Payload session token of the admin, also set as the browser's cookie.
 * That token belongs to a fresh session of the admin: the one the admin entered from may have
 * ended in the meantime, and the browser no longer holds its token anyway.
 */
export const exitImpersonationEndpoint: Endpoint = {
  path: '/exit-impersonation',
  method: 'post',
  handler: async (req) => {
    const adminId = impersonatorOf(req.user);
    if (!req.user || adminId === null) {
      throw await refusal(req, 'admin.impersonation.error.notActing', req.user ? 400 : 401);
    }
    const { payload } = req;
    const collection = usersCollection(payload);
    const { admin, sid } = await runInTransaction(req, async () => {
      const ended = await endImpersonation(req);
      if (!ended) throw await refusal(req, 'admin.impersonation.error.notActing', 400);
      return { admin: ended.admin, sid: await openSession(payload, req, ended.admin) };
    });
    const { exp, token } = await jwtSign({
      fieldsToSign: getFieldsToSign({
        collectionConfig: collection,
        email: String(admin.email ?? ''),
        sid,
        user: admin as never,
      }),
      secret: payload.secret,
      tokenExpiration: collection.auth.tokenExpiration,
    });
    const self = await payload.findByID({
      collection: collection.slug,
      id: admin.id,
      depth: 0,
      overrideAccess: false,
      user: { ...admin, collection: collection.slug } as never,
    });
    return sessionResponse(req, {
      body: {
        message: req.t('general:success'),
        exp,
        user: { ...self, collection: collection.slug },
      },
      token,
    });
  },
};
