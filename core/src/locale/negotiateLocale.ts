import { parseAcceptLanguage } from './parseAcceptLanguage';

/** What the server knows about a visitor when it picks the locale of a page. */
export interface NegotiateLocaleInput<T extends string> {
  /** The locale cookie saved by an earlier visit or a locale switch. */
  cookie?: string | null | undefined;
  /** The browser's `Accept-Language` header. */
  acceptLanguage?: string | null | undefined;
  /** The locales the site offers; the result is spelled as here. */
  supported: readonly T[];
  /** The configured locale used when nothing else matches. */
  fallback: T;
}

// Scores are integers (q in millionths × weight) so that ties compare exactly:
// 0.999 × 1 and 1 × 0.999 must be equal, which floating-point products do not promise.
const EXACT_WEIGHT = 1000;
const LANGUAGE_ONLY_WEIGHT = 999;
// Below a language-only match, so any named language beats `*` at the same q.
const WILDCARD_WEIGHT = 998;

/**
 * Picks the page locale: the cookie if it names a supported locale, else
 * the best `Accept-Language` match, else the fallback.
 *
 * An exact match scores 1 × q and a match of the primary subtag alone (`ro-RO` for `ro`,
 * `en` for `en-US`, `en-GB` for `en-US`) scores 0.999 × q. The best score wins; a tie goes to
 * the entry the browser prefers (higher q, then header order), then to the earlier locale in
 * `supported`. Entries with q=0 never select, and they stop other entries from reaching the
 * supported locales they cover through a language-only match or `*` (RFC 4647 basic
 * filtering: `en;q=0` also covers `en-US`); a locale named exactly with q > 0 stays selectable.
 * A `*` entry selects the fallback, scoring just below a language-only match. Comparisons
 * ignore case.
 *
 * @example
 * negotiateLocale({ acceptLanguage: 'en-US,ro;q=0.9', supported: ['en', 'ro'], fallback: 'ro' })
 * // 'en' (0.999 beats 0.9)
 */
export function negotiateLocale<T extends string>(input: NegotiateLocaleInput<T>): T {
  const { cookie, acceptLanguage, supported, fallback } = input;
  const lowerSupported = supported.map((tag) => tag.toLowerCase());

  if (typeof cookie === 'string') {
    const fromCookie = supported[lowerSupported.indexOf(cookie.trim().toLowerCase())];
    if (fromCookie !== undefined) return fromCookie;
  }

  const ranges = parseAcceptLanguage(acceptLanguage).map((entry) => ({
    range: entry.tag.toLowerCase(),
    // A tiny positive q must not round to 0, which would make it "not acceptable".
    q: entry.q === 0 ? 0 : Math.max(1, Math.round(entry.q * 1_000_000)),
  }));

  const excluded = new Set<string>();
  for (const { range, q } of ranges) {
    if (q !== 0) continue;
    for (const tag of lowerSupported) if (coversTag(range, tag)) excluded.add(tag);
  }

  // Ranges arrive in preference order, so keeping the first of equal scores breaks ties
  // by entry, then by the order of `supported`.
  let best: T = fallback;
  let bestScore = 0;
  for (const { range, q } of ranges) {
    if (q === 0) continue;
    if (range === '*') {
      const score = q * WILDCARD_WEIGHT;
      if (score > bestScore && !excluded.has(fallback.toLowerCase())) {
        best = fallback;
        bestScore = score;
      }
      continue;
    }
    const language = primarySubtag(range);
    lowerSupported.forEach((tag, index) => {
      const value = supported[index];
      if (value === undefined) return;
      const weight =
        tag === range ? EXACT_WEIGHT : primarySubtag(tag) === language ? LANGUAGE_ONLY_WEIGHT : 0;
      const score = q * weight;
      if (score > bestScore && (weight === EXACT_WEIGHT || !excluded.has(tag))) {
        best = value;
        bestScore = score;
      }
    });
  }
  return best;
}

function primarySubtag(tag: string): string {
  const dash = tag.indexOf('-');
  return dash === -1 ? tag : tag.slice(0, dash);
}

// `*;q=0` covers nothing: it only says unlisted languages are unacceptable, and unlisted
// languages never select anyway.
function coversTag(range: string, tag: string): boolean {
  return range === tag || tag.startsWith(`${range}-`);
}
