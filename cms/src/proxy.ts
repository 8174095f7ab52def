import { isLocale } from '@nutrimenu/core/locale';
import { type NextRequest, NextResponse } from 'next/server';
import {
  ADMIN_LANGUAGE_COOKIE,
  ADMIN_LANGUAGE_PARAMETER,
  adminLanguageCookie,
} from './collections/Users/auth/adminLanguageCookie';
import { requestTranslator } from './utilities/requestTranslator';

/**
 * Next's proxy (it runs before routing). An e-mailed admin link (an invitation, a password reset)
 * names the recipient's language: the request is rendered in it and the admin keeps it, as the
 * recipient has no admin-language cookie before their first sign-in. Rewriting the request's
 * cookie, rather than redirecting to the same address, keeps Payload's set-password view on the
 * address it was given.
 *
 * An address Next cannot percent-decode (`/api/%FF`,
 * `/admin/%E0%A4%A`) answered a plain "Internal Server Error" 500, as Next's router looks for a
 * pages-router error page this app does not have. Such an address names nothing, so it is answered
 * here: 400 in Payload's error shape, in the language of the admin's cookie or the browser. Every
 * other request passes untouched.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (isDecodable(request.nextUrl.pathname)) return passOn(request);
  const t = await requestTranslator(request);
  return NextResponse.json(
    { errors: [{ message: t('admin.error.malformedAddress') }] },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  );
}

function isDecodable(pathname: string): boolean {
  if (!pathname.includes('%')) return true;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function passOn(request: NextRequest): NextResponse {
  const language = request.nextUrl.searchParams.get(ADMIN_LANGUAGE_PARAMETER);
  if (!isLocale(language) || request.method !== 'GET') return NextResponse.next();
  const headers = new Headers(request.headers);
  const others = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !pair.startsWith(`${ADMIN_LANGUAGE_COOKIE}=`));
  headers.set('cookie', [...others, `${ADMIN_LANGUAGE_COOKIE}=${language}`].join('; '));
  const response = NextResponse.next({ request: { headers } });
  response.headers.append('Set-Cookie', adminLanguageCookie(language));
  return response;
}
