import type { Locale } from '@nutrimenu/core/locale';
import type { PayloadRequest } from 'payload';
import { z } from 'zod';
import { localeParam, parseQuery } from '../../publicApi/endpoints/parseQuery';
import { CsvRequestError } from './CsvRequestError';

const flag = z
  .enum(['1', '0', 'true', 'false', ''], {
    error: (issue) => `dryRun is 1 or 0, not "${String(issue.input)}"`,
  })
  .transform((value) => value === '1' || value === 'true');

const query = z.object({ locale: localeParam.optional(), dryRun: flag.optional() });

/**
 * The query of an export or import: the language of the names (one of core's seven; absent:
 * the restaurant's default) and, for an import, `dryRun=1` to check the file without saving.
 */
export function csvQuery(req: PayloadRequest): { locale: Locale | undefined; dryRun: boolean } {
  const parsed = parseQuery(req, query);
  if (!parsed.ok) throw new CsvRequestError(400, parsed.message);
  return { locale: parsed.data.locale, dryRun: parsed.data.dryRun ?? false };
}
