import type { NextConfig } from 'next';

type HeaderRules = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>;

type Header = HeaderRules[number]['headers'][number];

const FRAME_POLICY: Header = {
  key: 'Content-Security-Policy',
  value: "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
};

const EVERY_ANSWER: readonly Header[] = [
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

// Two years, with subdomains: what browsers' preload lists ask for (as the storefront sends).
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Headers of every CMS answer, admin pages, API and media files alike. Only the CMS itself may
 * frame its pages (`frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN` for browsers without
 * it), so the admin sign-in cannot be laid under another site's clicks; no plugins, no `<base>`
 * pointing elsewhere; no MIME sniffing; only the origin in the Referer sent to other sites. The
 * policy governs no scripts: Next's admin runs inline scripts of its own.
 *
 * HSTS only on https answers. The CMS's server speaks plain http, so https means a proxy in front
 * that says so in `X-Forwarded-Proto`; a client forging that header over http gets a header its
 * browser ignores over http.
 */
export function adminSecurityHeaders(): HeaderRules {
  return [
    {
      // Not on stored files: Next keeps a header set here over the route's own, and an uploaded
      // SVG must keep the stricter policy uploadResponseHeaders gives it.
      source: '/:path((?!api/media/file/|api/videos/file/).*)',
      headers: [FRAME_POLICY],
    },
    { source: '/:path*', headers: [...EVERY_ANSWER] },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: HSTS }],
    },
  ];
}

/**
 * The same headers for an answer outside stored files, given without Next (the production
 * server's front, server.ts): HSTS when `forwardedProto` is https.
 */
export function securityHeadersOutsideFiles(forwardedProto: string | undefined): Header[] {
  const https = forwardedProto === 'https';
  return [
    FRAME_POLICY,
    ...EVERY_ANSWER,
    ...(https ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ];
}
