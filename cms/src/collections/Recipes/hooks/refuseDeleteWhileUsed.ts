import { refuseDeleteWhileUsed as refuseWhileUsedAs } from '../../../lib/refuseDeleteWhileUsed';

/** A sub-recipe that other recipes still use cannot be deleted; the answer lists them. */
export const refuseDeleteWhileUsed = refuseWhileUsedAs('recipe');
