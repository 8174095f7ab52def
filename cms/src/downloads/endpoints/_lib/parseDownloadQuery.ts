import type { Locale } from '@nutrimenu/core/locale';
import type { PayloadRequest } from 'payload';
import { z } from 'zod';
import { localeParam, parseQuery } from '../../../publicApi/endpoints/parseQuery';
import { DownloadError } from './DownloadError';

const query = z.object({
  locale: localeParam.optional(),
  menu: z
    .string()
    .regex(/^\d{1,10}$/, {
      error: (issue) => `No menu id "${String(issue.input)}": an id is a whole number such as 12.`,
    })
    .transform(Number)
    .optional(),
});

/** The query of a download: an optional locale (one of core's seven) and menu id. */
export function parseDownloadQuery(req: PayloadRequest): { locale?: Locale; menu?: number } {
  const parsed = parseQuery(req, query);
  if (!parsed.ok) throw new DownloadError(400, parsed.message);
  const result: { locale?: Locale; menu?: number } = {};
  if (parsed.data.locale) result.locale = parsed.data.locale;
  if (parsed.data.menu !== undefined) result.menu = parsed.data.menu;
  return result;
}
