import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload';
import { extendSession, loadStoredUser, usersCollection } from '../adminSessions';
import { signImpersonationToken } from '../impersonationToken';
import { type ImpersonatedUser, impersonatorOf } from '../impersonatorOf';
import { sessionResponse } from '../sessionResponse';

const PATH = '/refresh-token';

/**
 * POST /api/users/refresh-token, which the admin calls before a session token expires and after
 * a user saves their own account. For an impersonation it extends the impersonation's session
 * and answers a new impersonation token, in Payload's shape; Payload's refresh would refuse it
 * (the token has no session of the user's) and the admin would sign the admin out. Everyone
 * else gets Payload's own handler, unchanged. (A collection's own endpoints are matched before
 * Payload's, which stay in the list after them.)
 */
const refresh: PayloadHandler = async (req) => {
  const adminId = impersonatorOf(req.user);
  const session = (req.user as ImpersonatedUser | null)?._impersonationSession;
  if (!req.user || adminId === null || !session) return payloadRefresh(req);

  const { payload } = req;
  const collection = usersCollection(payload);
  const admin = await loadStoredUser(payload, adminId, req);
  if (!admin) return payloadRefresh(req);
  await extendSession(payload, req, admin, session);
  const { token, exp } = signImpersonationToken({
    secret: payload.secret,
    userId: req.user.id,
    adminId,
    sessionId: session,
    expiresInSeconds: collection.auth.tokenExpiration,
  });
  const user = await payload.findByID({
    collection: collection.slug,
    id: req.user.id,
    depth: collection.auth.depth,
    overrideAccess: false,
    req,
  });
  return sessionResponse(req, {
    body: {
      message: req.t('authentication:tokenRefreshSuccessful'),
      exp,
      setCookie: true,
      strategy: (req.user as { _strategy?: string })._strategy,
      user: { ...user, collection: collection.slug, impersonatedBy: adminId },
    },
    token,
    tokenKey: 'refreshedToken',
    forgetTenant: false,
  });
};

export const refreshTokenEndpoint: Endpoint = { path: PATH, method: 'post', handler: refresh };

function payloadRefresh(req: PayloadRequest): Promise<Response> | Response {
  const endpoints = usersCollection(req.payload).endpoints || [];
  const own = endpoints.find(
    (endpoint) =>
      endpoint.path === PATH && endpoint.method === 'post' && endpoint.handler !== refresh,
  );
  if (!own) throw new Error("Payload's refresh-token endpoint is missing");
  return own.handler(req);
}
