import { isLocale } from '@nutrimenu/core/locale';
import { type NextRequest, NextResponse } from 'next/server';
import {
  ADMIN_LANGUAGE_QUERY,
  adminLanguageCookie,
} from '../collections/Users/auth/adminLanguageCookie';

/**
 * An admin link carrying a language (`/admin/reset/TOKEN?lng=hu`, as invitation and reset
 * e-mails send it) sets the admin's language cookie and redirects to the same address without
 * it: Payload picks the admin language from that cookie, and someone who has never signed in has
 * none, so the set-password screen would open in the browser's language. An unknown language is
 * dropped from the address and changes nothing. `null` for any other request.
 */
export function adminLanguageFromLink(
  request: NextRequest,
  adminRoute: string,
): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  const language = searchParams.get(ADMIN_LANGUAGE_QUERY);
  if (language === null || !(pathname === adminRoute || pathname.startsWith(`${adminRoute}/`))) {
    return null;
  }
  const rest = new URLSearchParams(searchParams);
  rest.delete(ADMIN_LANGUAGE_QUERY);
  const query = rest.toString();
  // A relative Location: behind a proxy the request's own host may not be the public one.
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: query ? `${pathname}?${query}` : pathname, 'Cache-Control': 'no-store' },
  });
  if (isLocale(language)) response.headers.append('Set-Cookie', adminLanguageCookie(language));
  return response;
}
