import { headersWithCors, type PayloadRequest } from 'payload';
import { generateCookie, generatePayloadCookie } from 'payload/shared';
import { usersCollection } from './adminSessions';

/**
 * A JSON answer that also makes `token` the browser's session: Payload's own `payload-token`
 * cookie (HttpOnly, SameSite from the users collection, Lax by default), Secure when the CMS is
 * served over https. Entering and leaving impersonation also forget the tenant picked in the
 * admin's restaurant selector, which belonged to the previous identity.
 */
export function sessionResponse(
  req: PayloadRequest,
  options: {
    body: Record<string, unknown>;
    token: string;
    /** Where the body carries the token: `token` as sign-in answers, `refreshedToken` as refresh. */
    tokenKey?: 'token' | 'refreshedToken';
    /** Whether the identity changes (enter, exit), so the restaurant selection is dropped. */
    forgetTenant?: boolean;
  },
): Response {
  const { body, token, tokenKey = 'token', forgetTenant = true } = options;
  const { auth } = usersCollection(req.payload);
  const secure = auth.cookies.secure || isHttps(req.payload.config.serverURL);
  const headers = headersWithCors({ headers: new Headers(), req });
  headers.append(
    'Set-Cookie',
    generatePayloadCookie({
      collectionAuthConfig: { ...auth, cookies: { ...auth.cookies, secure } },
      cookiePrefix: req.payload.config.cookiePrefix,
      token,
    }),
  );
  if (forgetTenant) {
    headers.append(
      'Set-Cookie',
      generateCookie<false>({
        name: 'payload-tenant',
        value: '',
        path: '/',
        expires: new Date(0),
        sameSite: 'Lax',
        secure,
        returnCookieAsObject: false,
      }),
    );
  }
  return Response.json(auth.removeTokenFromResponses ? body : { ...body, [tokenKey]: token }, {
    headers,
    status: 200,
  });
}

function isHttps(serverURL: string | undefined): boolean {
  return typeof serverURL === 'string' && serverURL.startsWith('https://');
}
