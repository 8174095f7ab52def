import type { MessageKey } from '@nutrimenu/core/messages';
import type { PayloadRequest } from 'payload';
import { adminLocale } from '../../collections/Recipes/components/LiveNutrition/adminLocale';
import { translatorFor } from '../../downloads/endpoints/_lib/translatorFor';
import { publicApiError } from '../../utilities/publicApiError';

/** An API error with one of core's impersonation messages, in the language of the request. */
export async function refusal(
  req: PayloadRequest,
  key: MessageKey & `admin.impersonation.error.${string}`,
  status: 400 | 401 | 403,
) {
  const t = await translatorFor(adminLocale(req.i18n?.language));
  return publicApiError(t(key), status);
}
