import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALE_TAGS, type Locale, MESSAGE_FALLBACK_LOCALE } from '../locale/locales';
import type { CompiledMessage } from './compileMessages';
import type { MessageKey, Messages } from './en';

/** A catalog as text, or (from `compileMessages`) already parsed, or a mix of both. */
export type MessageCatalog = Partial<Record<MessageKey, string | CompiledMessage>>;

/** The values a message can interpolate: text, numbers (for `plural` and `number`) and dates. */
export type MessageValues = Record<string, string | number | Date>;

/** Formats the message `key` of one locale with `values`. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * Returns `t(key, values)` for one locale. Each message is compiled once, on first use, with the
 * locale's BCP 47 tag, so plurals follow that language's rules. A key missing from `messages`
 * (say, a catalog cached before the key was added) is taken from `fallbackMessages`, formatted
 * as English (`MESSAGE_FALLBACK_LOCALE`), which is what the fallback catalog is written in.
 *
 * `t` never throws. A key with no usable message, or a message whose values were not all
 * given, comes back as the key itself. Messages are rendered during server-side rendering of a
 * whole menu page: one faulty label must not turn the page into the error screen, and a bare
 * key is easy to spot and search for, where a half-formatted sentence would go unnoticed.
 *
 * @example
 * const t = createTranslator('ro', ro, en);
 * t('restaurants.count', { count: 21 }) // '21 de restaurante'
 * t('dish.price') // 'dish.price' (the price is missing)
 */
export function createTranslator(
  locale: Locale,
  messages: MessageCatalog,
  fallbackMessages?: Partial<Messages>,
): Translate {
  const cache = new Map<MessageKey, IntlMessageFormat | null>();

  function formatFor(key: MessageKey): IntlMessageFormat | null {
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const format =
      compile(messages[key], LOCALE_TAGS[locale]) ??
      compile(fallbackMessages?.[key], LOCALE_TAGS[MESSAGE_FALLBACK_LOCALE]);
    cache.set(key, format);
    return format;
  }

  return (key, values) => {
    const format = formatFor(key);
    if (format === null) return key;
    try {
      const output = format.format<string>(values);
      return Array.isArray(output) ? output.join('') : String(output);
    } catch {
      return key;
    }
  };
}

function compile(
  message: string | CompiledMessage | undefined,
  tag: string,
): IntlMessageFormat | null {
  if (message === undefined || message === '' || (Array.isArray(message) && message.length === 0)) {
    return null;
  }
  try {
    // Messages are plain text: `ignoreTag` keeps a `<` (as in "<0.5 g") literal instead of
    // parsing it as rich-text markup.
    return new IntlMessageFormat(message, tag, undefined, { ignoreTag: true });
  } catch {
    return null;
  }
}
