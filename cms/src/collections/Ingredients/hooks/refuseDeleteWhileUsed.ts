import { refuseDeleteWhileUsed as refuseWhileUsedAs } from '../../../hooks/refuseDeleteWhileUsed';

/** An ingredient that recipes still use cannot be deleted; the answer lists those recipes. */
export const refuseDeleteWhileUsed = refuseWhileUsedAs('ingredient');
