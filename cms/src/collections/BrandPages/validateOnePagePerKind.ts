import type { Validate } from 'payload';
import type { BrandPage } from '../../payload-types';
import { adminTranslator } from '../../utilities/adminTranslator';
import { idOfUnknown } from '../../utilities/idOf';

/**
 * A brand has at most one page of each kind (the storefront shows one `/help`, `/faq`, `/terms`).
 * The database's unique index on (brand, kind) guarantees it; this check says so in the form,
 * next to the field, instead of a generic database error.
 */
export const validateOnePagePerKind: Validate<string, Partial<BrandPage>> = async (
  value,
  { data, id, req },
) => {
  const brand = idOfUnknown(data?.brand);
  if (!value || brand === null) return true;
  const { docs } = await req.payload.find({
    collection: 'brandPages',
    where: {
      and: [
        { brand: { equals: brand } },
        { kind: { equals: value } },
        ...(id === undefined ? [] : [{ id: { not_equals: id } }]),
      ],
    },
    depth: 0,
    limit: 1,
    pagination: false,
    req,
    overrideAccess: true,
    select: { kind: true },
  });
  if (docs.length === 0) return true;
  const t = await adminTranslator(req);
  return t('admin.brandPages.error.kindTaken', { kind: value });
};
