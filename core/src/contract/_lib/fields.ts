import { z } from 'zod';
import { ALLERGEN_CODES } from '../../allergens/allergens';
import { LOCALES } from '../../locale/locales';
import { isSlug } from '../slug';

export const localeField = z.enum(LOCALES);

export const allergenField = z.enum(ALLERGEN_CODES);

export const slugField = z.string().refine(isSlug, {
  error: 'Expected a slug: lower-case letters, digits and single dashes, at most 80 characters',
});

export const textField = z.string().min(1);

export const countField = z.number().int().nonnegative();

// Diners open these links; anything but http(s) (javascript:, data:) must never reach an href.
export const httpUrlField = z.url({
  protocol: /^https?$/,
  error: 'Expected an absolute http(s) URL',
});

// Media served by the CMS itself may be root-relative; protocol-relative '//host' is refused
// because it would let a document point the page at another host without saying so.
const ROOT_RELATIVE = /^\/(?![/\\])[^\s\\]*$/;

export const assetUrlField = z.union([httpUrlField, z.string().regex(ROOT_RELATIVE)], {
  error: 'Expected an absolute http(s) URL or a root-relative path',
});

/**
 * Flags the second and later occurrences of a value, at the path of each repeat, so a producer
 * sees which entry to remove.
 */
export function reportDuplicates<T>(
  values: readonly T[],
  ctx: z.RefinementCtx,
  pathOf: (index: number) => PropertyKey[],
  what: string,
) {
  const seen = new Set<T>();
  values.forEach((value, index) => {
    if (seen.has(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `Duplicate ${what}: ${String(value)}`,
        path: pathOf(index),
      });
    }
    seen.add(value);
  });
}

/** An array whose items must be distinct, e.g. allergen codes. */
export function uniqueArray<T extends z.ZodType>(item: T, what: string) {
  return z.array(item).superRefine((values, ctx) => {
    reportDuplicates(values, ctx, (index) => [index], what);
  });
}
