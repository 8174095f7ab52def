import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { PayloadRequest } from 'payload';
import { z } from 'zod';
import { EndpointError } from '../../utilities/EndpointError';
import { localeQueryParam } from '../../utilities/localeQueryParam';
import { parseQuery } from '../../utilities/parseQuery';

/**
 * The query of an export or import: the language of the names (one of core's seven; absent:
 * the restaurant's default) and, for an import, `dryRun=1` to check the file without saving.
 * Anything else is a 400 in the admin's language (`t`).
 */
export function csvQuery(
  req: PayloadRequest,
  t: Translate,
): { locale: Locale | undefined; dryRun: boolean } {
  const flag = z
    .enum(['1', '0', 'true', 'false', ''], {
      error: (issue) => t('admin.csv.error.boolean', { value: String(issue.input) }),
    })
    .transform((value) => value === '1' || value === 'true');
  const query = z.object({ locale: localeQueryParam(t).optional(), dryRun: flag.optional() });
  const parsed = parseQuery(req, query);
  if (!parsed.ok) throw new EndpointError(400, parsed.message);
  return { locale: parsed.data.locale, dryRun: parsed.data.dryRun ?? false };
}
