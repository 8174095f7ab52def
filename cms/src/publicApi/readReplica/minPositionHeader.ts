import { isDatabasePosition, MIN_DATABASE_POSITION_HEADER } from '@nutrimenu/core/contract';
import type { PayloadRequest } from 'payload';
import { z } from 'zod';

const header = z
  .string()
  .trim()
  .refine(isDatabasePosition, {
    error: `${MIN_DATABASE_POSITION_HEADER} must be a database position such as 0/3001130`,
  })
  .optional();

/**
 * The position of the document the client already holds (MIN_DATABASE_POSITION_HEADER), which an
 * answer must be at least as new as; undefined when it sent none. A header that is not a position
 * is refused with a message naming it.
 */
export function minPositionHeader(
  req: Pick<PayloadRequest, 'headers'>,
): { ok: true; position: string | undefined } | { ok: false; message: string } {
  const parsed = header.safeParse(req.headers.get(MIN_DATABASE_POSITION_HEADER) ?? undefined);
  if (parsed.success) return { ok: true, position: parsed.data };
  return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join('; ') };
}
