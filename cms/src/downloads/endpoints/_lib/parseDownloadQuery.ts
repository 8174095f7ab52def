import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { PayloadRequest } from 'payload';
import { z } from 'zod';
import { EndpointError } from '../../../utilities/EndpointError';
import { localeQueryParam } from '../../../utilities/localeQueryParam';
import { parseId } from '../../../utilities/parseId';
import { parseQuery } from '../../../utilities/parseQuery';

/**
 * The query of a download: an optional locale (one of core's seven) and menu id; a 400 in the
 * admin's language otherwise.
 */
export function parseDownloadQuery(
  req: PayloadRequest,
  t: Translate,
): { locale?: Locale; menu?: number } {
  const query = z.object({ locale: localeQueryParam(t).optional(), menu: z.string().optional() });
  const parsed = parseQuery(req, query);
  if (!parsed.ok) throw new EndpointError(400, parsed.message);
  const result: { locale?: Locale; menu?: number } = {};
  if (parsed.data.locale) result.locale = parsed.data.locale;
  if (parsed.data.menu !== undefined) result.menu = parseId(parsed.data.menu, 'menu', req.t);
  return result;
}
