import type { CollectionBeforeChangeHook } from 'payload';
import type { Recipe } from '../../../payload-types';
import { idOf } from '../../../utilities/idOf';
import { nextSheetNumber } from './nextSheetNumber';
import { sheetFingerprint } from './sheetFingerprint';

/**
 * Keeps the sheet's record, which no one writes directly: its number, given at the first save
 * (or the first after the sheet existed); its version, 1 at the first publish and one more at
 * each publish that changes the lines, portions or yield; and the approval, which only the
 * approve endpoint sets and every save carries over (a new version withdraws it by no longer
 * matching its version). A duplicate starts a record of its own.
 */
export const keepSheetRecord: CollectionBeforeChangeHook<Recipe> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const previous = operation === 'update' ? originalDoc?.technicalSheet : undefined;
  const merged: Partial<Recipe> = { ...originalDoc, ...data };
  const restaurantId = idOf(merged.restaurant ?? null);
  const number =
    previous?.number ?? (restaurantId === null ? null : await nextSheetNumber(req, restaurantId));
  let version = previous?.version ?? null;
  let fingerprint = previous?.fingerprint ?? null;
  if (merged._status === 'published') {
    const published = sheetFingerprint(merged);
    if (version === null || published !== fingerprint) version = (version ?? 0) + 1;
    fingerprint = published;
  }
  return {
    ...data,
    technicalSheet: {
      ...data.technicalSheet,
      number,
      version,
      fingerprint,
      approval: previous?.approval ?? {},
    },
  };
};
