import { LOCALES } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { z } from 'zod';

/**
 * The `locale` query parameter of an admin endpoint: one of core's locales, or a message in the
 * admin's language (`t`) naming the ones there are. (The public API's `localeParam` answers in
 * English: its callers are programs.)
 */
export function localeQueryParam(t: Translate) {
  return z.enum(LOCALES, {
    error: (issue) =>
      t('admin.csv.error.choice', { value: String(issue.input), allowed: LOCALES.join(', ') }),
  });
}
