import { type Endpoint, NotFound } from 'payload';
import { isAdmin } from '../../../access/roles';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { runInTransaction } from '../../../utilities/runInTransaction';
import { loadStoredUser, openSession, usersCollection } from '../adminSessions';
import { signImpersonationToken } from '../impersonationToken';
import { IMPERSONABLE_ROLES, isImpersonating } from '../impersonatorOf';
import { recordImpersonation } from '../recordImpersonation';
import { refusal } from '../refusal';
import { sessionResponse } from '../sessionResponse';

/**
 * POST /api/users/:id/impersonate: an admin starts acting as an owner or a staff member.
 *
 * Opens a session of its own in the admin's session list, logs the start (who, as whom, from
 * where) and answers an impersonation token, also set as the browser's session cookie; the
 * admin's own session is left as it was. From then on the admin's requests are the user's, under
 * the banner, until POST /api/users/exit-impersonation. Refused to anyone but an admin who is not
 * already impersonating, for oneself, and for another admin.
 */
export const impersonateEndpoint: Endpoint = {
  path: '/:id/impersonate',
  method: 'post',
  handler: async (req) => {
    if (!req.user) throw await refusal(req, 'admin.impersonation.error.signIn', 401);
    if (isImpersonating(req))
      throw await refusal(req, 'admin.impersonation.error.alreadyActing', 403);
    if (!isAdmin(req)) throw await refusal(req, 'admin.impersonation.error.notAdmin', 403);
    const id = String(req.routeParams?.id ?? '');
    if (id === String(req.user.id)) throw await refusal(req, 'admin.impersonation.error.self', 400);

    const { payload } = req;
    const collection = usersCollection(payload);
    // The admin's own read access decides which users exist for them.
    const target = /^\d+$/.test(id)
      ? await payload.findByID({
          collection: collection.slug,
          id,
          depth: 0,
          overrideAccess: false,
          disableErrors: true,
          req,
        })
      : null;
    if (!target) throw new NotFound(req.t);
    if (!IMPERSONABLE_ROLES.includes(String((target as { role?: unknown }).role))) {
      throw await refusal(req, 'admin.impersonation.error.notImpersonable', 403);
    }

    const [admin, user] = await Promise.all([
      loadStoredUser(payload, req.user.id, req),
      loadStoredUser(payload, target.id, req),
    ]);
    if (!admin || !user) throw new NotFound(req.t);
    const session = await runInTransaction(req, async () => {
      const sid = await openSession(payload, req, admin);
      await recordImpersonation(req, { action: 'enter', admin, user, session: sid });
      return sid;
    });
    const { token, exp } = signImpersonationToken({
      secret: payload.secret,
      userId: user.id,
      adminId: admin.id,
      sessionId: session,
      expiresInSeconds: collection.auth.tokenExpiration,
    });
    const t = await adminTranslator(req);
    return sessionResponse(req, {
      body: {
        message: t('admin.impersonation.banner', { name: String(user.name ?? user.email) }),
        exp,
        user: { ...target, collection: collection.slug, impersonatedBy: admin.id },
      },
      token,
    });
  },
};
