import type { AuthStrategy, AuthStrategyResult } from 'payload';
import { isAdminUser } from '../../access/roles';
import { hasLiveSession, loadStoredUser, usersSlug } from './adminSessions';
import { isImpersonationToken, verifyImpersonationToken } from './impersonationToken';
import { IMPERSONABLE_ROLES, type ImpersonatedUser } from './impersonatorOf';
import { requestToken } from './requestToken';

export const IMPERSONATION_STRATEGY = 'impersonation';

const nobody: AuthStrategyResult = { user: null };

/**
 * Signs in a request that carries an impersonation token as the user acted as, marked with the
 * admin acting (`impersonatedBy`). Every access rule then sees that user's role and restaurants,
 * unchanged. Payload runs collection strategies before its JWT strategy, which rejects these
 * tokens, so a refused token leaves the request anonymous.
 *
 * The token is honoured only while the admin still is an admin and the impersonation's session
 * in the admin's session list is alive (exit, sign-out everywhere or a password change end it),
 * and while the user still is an owner or staff member.
 */
export const impersonationStrategy: AuthStrategy = {
  name: IMPERSONATION_STRATEGY,
  authenticate: async ({ headers, isGraphQL = false, payload, req, strategyName }) => {
    const token = requestToken(headers, payload);
    if (!token || !isImpersonationToken(token)) return nobody;
    const claims = verifyImpersonationToken(token, payload.secret);
    if (!claims) return nobody;

    const admin = await loadStoredUser(payload, claims.act.sub, req);
    if (!admin || !isAdminUser(admin) || !hasLiveSession(admin, claims.act.sid)) return nobody;

    const slug = usersSlug(payload);
    const collection = payload.collections[slug];
    // Loaded as Payload's JWT strategy loads a user (same depth, locale kept on the request).
    const requestLocale = req?.locale;
    const requestFallbackLocale = req?.fallbackLocale;
    try {
      const user = await payload.findByID({
        collection: slug,
        id: claims.sub,
        depth: isGraphQL ? 0 : collection?.config.auth.depth,
        ...(requestLocale ? { locale: requestLocale } : {}),
        ...(requestFallbackLocale ? { fallbackLocale: requestFallbackLocale } : {}),
        overrideAccess: true,
        disableErrors: true,
        ...(req ? { req } : {}),
      });
      if (!user || !IMPERSONABLE_ROLES.includes(String((user as { role?: unknown }).role))) {
        return nobody;
      }
      const impersonated = user as typeof user & ImpersonatedUser & Record<string, unknown>;
      impersonated.collection = slug;
      impersonated._strategy = strategyName ?? IMPERSONATION_STRATEGY;
      impersonated.impersonatedBy = admin.id;
      impersonated._impersonationSession = claims.act.sid;
      return { user: impersonated as AuthStrategyResult['user'] };
    } finally {
      if (req) {
        req.locale = requestLocale;
        req.fallbackLocale = requestFallbackLocale;
      }
    }
  },
};
