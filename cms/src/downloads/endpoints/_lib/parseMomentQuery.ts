import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { PayloadRequest } from 'payload';
import { z } from 'zod';
import { EndpointError } from '../../../utilities/EndpointError';
import { localeQueryParam } from '../../../utilities/localeQueryParam';
import { parseQuery } from '../../../utilities/parseQuery';

/**
 * How far ahead of the server's clock `at` may be: a browser's clock a little fast, or the
 * current minute picked in the admin, is "now", not the future.
 */
const CLOCK_SKEW_MS = 60_000;

// An unencoded "+02:00" arrives as " 02:00" (a "+" in a query string is a space).
const SPACED_OFFSET = / (\d{2}:?\d{2})$/;

/**
 * The query of a download of a past moment: an optional locale and `at`, an ISO 8601 date-time
 * with its offset ("2026-11-29T09:30:00+02:00" or "…Z"); without `at`, `now`. A malformed `at`,
 * or one in the future (a record of what was shown cannot speak of what has not happened yet),
 * is a 400 in the admin's language naming the parameter.
 */
export function parseMomentQuery(
  req: PayloadRequest,
  t: Translate,
  now: Date,
): { locale?: Locale; at: Date } {
  const atParam = z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().replace(SPACED_OFFSET, '+$1') : value),
    z.iso.datetime({
      offset: true,
      error: (issue) => t('admin.downloads.asShown.error.at', { value: String(issue.input) }),
    }),
  );
  const query = z.object({ locale: localeQueryParam(t).optional(), at: atParam.optional() });
  const parsed = parseQuery(req, query);
  if (!parsed.ok) throw new EndpointError(400, parsed.message);
  const at = parsed.data.at === undefined ? now : new Date(parsed.data.at);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw new EndpointError(
      400,
      t('admin.downloads.asShown.error.future', { value: parsed.data.at ?? '' }),
    );
  }
  const result: { locale?: Locale; at: Date } = { at: at.getTime() > now.getTime() ? now : at };
  if (parsed.data.locale) result.locale = parsed.data.locale;
  return result;
}
