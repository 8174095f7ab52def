import type { Locale } from '@nutrimenu/core/locale';
import { de } from '@nutrimenu/core/messages/de';
import type { MessageKey, Messages } from '@nutrimenu/core/messages/en';
import { en } from '@nutrimenu/core/messages/en';
import { es } from '@nutrimenu/core/messages/es';
import { fr } from '@nutrimenu/core/messages/fr';
import { hu } from '@nutrimenu/core/messages/hu';
import { it } from '@nutrimenu/core/messages/it';
import { ro } from '@nutrimenu/core/messages/ro';

const CATALOGS: Record<Locale, Messages> = { en, ro, fr, it, es, hu, de };

/**
 * One message of core's catalogs in every locale, as Payload wants static labels in the config:
 * `{ en: 'Action', ro: 'Acțiune', … }`. Only for messages without ICU arguments; the admin's
 * components format the others with core's translator.
 *
 * @example
 * catalogLabel('admin.impersonation.log.action').ro // 'Acțiune'
 */
export function catalogLabel(key: MessageKey): Record<Locale, string> {
  return Object.fromEntries(
    Object.entries(CATALOGS).map(([locale, messages]) => [locale, messages[key]]),
  ) as Record<Locale, string>;
}

/**
 * Select options from a code list of core, each labelled from the catalogs, so the admin shows
 * the label in its language in forms, list cells and filters while the stored value stays the
 * code.
 *
 * @example
 * catalogOptions(DISH_TAGS, (tag) => `tag.${tag}`)[0] // { value: 'hot', label: { en: 'Spicy', … } }
 */
export function catalogOptions<Code extends string>(
  codes: readonly Code[],
  keyOf: (code: Code) => MessageKey,
): { value: Code; label: Record<Locale, string> }[] {
  return codes.map((value) => ({ value, label: catalogLabel(keyOf(value)) }));
}
