import { LOCALES } from '@nutrimenu/core/locale';
import type { PayloadRequest } from 'payload';
import { z } from 'zod';

/** The `locale` query parameter: one of core's locales, named in the message when it is not. */
export const localeParam = z.enum(LOCALES, {
  error: (issue) => `Unknown locale "${String(issue.input)}": use one of ${LOCALES.join(', ')}`,
});

/**
 * The request's query string checked against `schema`: its data, or one message a person can act
 * on (every issue, joined). Repeated parameters keep their first value; unknown ones are ignored,
 * so a cache-busting parameter does not break a request.
 */
export function parseQuery<T>(
  req: Pick<PayloadRequest, 'url'> & { searchParams?: URLSearchParams },
  schema: z.ZodType<T>,
): { ok: true; data: T } | { ok: false; message: string } {
  const params: Record<string, string> = {};
  const search = req.searchParams ?? new URL(req.url ?? 'http://localhost').searchParams;
  for (const [key, value] of search) if (!(key in params)) params[key] = value;
  const parsed = schema.safeParse(params);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join('; ') };
}
