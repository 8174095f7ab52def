import { createHash } from 'node:crypto';

export interface ContentSecurityPolicyInput {
  /** The page template's inline `<style>` elements (inlineStylesheets.ts), allowed by hash. */
  template: string;
  /** The CMS's origin: dish images and promotional videos are its files. */
  cmsOrigin: string;
}

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The storefront pages' Content-Security-Policy: scripts only from the storefront's own files (its
 * inline `application/json` and `application/ld+json` blocks are data, which `script-src` does not
 * govern), `<style>` elements only the built template's own (by hash), style attributes allowed
 * (brand colours are set per page as custom properties), images only from the storefront (every
 * document image is served at its immutable address there, src/server/images), videos from the
 * storefront, the CMS and https, the service worker and web app manifest only the storefront's own,
 * nothing may frame a page.
 *
 * @example
 * contentSecurityPolicy({ template, cmsOrigin: 'https://cms.example.ro' })
 * // "default-src 'self'; script-src 'self'; … frame-ancestors 'none'"
 */
export function contentSecurityPolicy(input: ContentSecurityPolicyInput): string {
  const styleHashes = [...new Set([...input.template.matchAll(INLINE_STYLE)].map((m) => m[1]))]
    .map((css) => sha256Source(css ?? ''))
    .join(' ');
  const media = `'self' ${input.cmsOrigin} https:`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${styleHashes ? ` ${styleHashes}` : ''}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    `media-src ${media}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
