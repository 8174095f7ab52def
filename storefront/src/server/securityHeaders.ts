import type { RequestHandler } from 'express';

// Two years, with subdomains: what browsers' preload lists ask for.
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Headers every storefront answer carries: the page policy (`contentSecurityPolicy`, production
 * only: Vite's development client runs inline scripts), no MIME sniffing, the path of a menu never
 * sent to other sites, no framing (`X-Frame-Options` for browsers without `frame-ancestors`), and
 * HSTS on https requests (`req.secure`: TLS, or a forwarded protocol from a proxy trusted by
 * TRUST_PROXY); browsers ignore HSTS over http anyway.
 *
 * Set before everything else so error answers, static files and the widget carry them too; the
 * widget's script is unaffected by them, it runs under its host page's policy.
 */
export function securityHeaders(policy: () => string | undefined): RequestHandler {
  return (req, res, next) => {
    const csp = policy();
    if (csp) res.set('Content-Security-Policy', csp);
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    if (req.secure) res.set('Strict-Transport-Security', HSTS);
    next();
  };
}
