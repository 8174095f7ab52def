import { MESSAGES } from 'virtual:nutrimenu-messages';
import { LOCALES, type Locale } from '@nutrimenu/core/locale';
import type { WidgetMessageKey } from './widgetMessageKeys';

export type Translate = (key: WidgetMessageKey, args?: Record<string, string>) => string;

/**
 * The widget's translator for `locale`: core's wording, `{arg}` replaced by the given text
 * (amounts and prices arrive formatted, as core's catalogs expect).
 *
 * @example
 * createTranslate('en')('nutrition.perPortion', { grams: '250' }) // 'per portion (250 g)'
 */
export function createTranslate(locale: Locale): Translate {
  const column = Math.max(0, LOCALES.indexOf(locale));
  return (key, args) => {
    const text = MESSAGES[key]?.split('|')[column] ?? key;
    return args ? text.replace(/\{(\w+)\}/g, (whole, name: string) => args[name] ?? whole) : text;
  };
}
