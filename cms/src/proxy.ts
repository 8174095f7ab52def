import { type NextRequest, NextResponse } from 'next/server';
import { requestTranslator } from './utilities/requestTranslator';

/**
 * Next's proxy (it runs before routing): an address Next cannot percent-decode (`/api/%FF`,
 * `/admin/%E0%A4%A`) answered a plain "Internal Server Error" 500, as Next's router looks for a
 * pages-router error page this app does not have. Such an address names nothing, so it is answered
 * here: 400 in Payload's error shape, in the language of the admin's cookie or the browser. Every
 * other request passes untouched.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (isDecodable(request.nextUrl.pathname)) return NextResponse.next();
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
