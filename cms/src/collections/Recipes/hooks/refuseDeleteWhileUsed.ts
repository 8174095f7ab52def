import { refuseDeleteWhileUsed as refuseWhileUsedAs } from '../../../hooks/refuseDeleteWhileUsed';

/** A sub-recipe that other recipes still use cannot be deleted; the answer lists them. */
export const refuseDeleteWhileUsed = refuseWhileUsedAs('recipe');
