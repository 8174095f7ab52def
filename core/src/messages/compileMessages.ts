import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALE_TAGS, type Locale } from '../locale/locales';
import type { MessageKey, Messages } from './en';

/** A message parsed into ICU's syntax tree: what `IntlMessageFormat` formats without a parser. */
export type CompiledMessage = ReturnType<IntlMessageFormat['getAst']>;

/**
 * Parses every message of a catalog once, where the parser is at hand (the server), so a browser
 * can format them with `createTranslator` without shipping ICU's parser (a sizeable part of a
 * phone's first load). Parsed the way `createTranslator` parses text (`ignoreTag`), so both give
 * the same output. A message that does not parse is left out: `createTranslator` shows its key,
 * as it would for the text.
 *
 * @example
 * const compiled = compileMessages('en', { 'error.goHome': 'Go to Home' });
 * compiled['error.goHome'] // [{ type: 0, value: 'Go to Home' }]
 */
export function compileMessages(
  locale: Locale,
  messages: Partial<Messages>,
): Partial<Record<MessageKey, CompiledMessage>> {
  const compiled: Partial<Record<MessageKey, CompiledMessage>> = {};
  for (const [key, message] of Object.entries(messages) as [MessageKey, string | undefined][]) {
    if (message === undefined || message === '') continue;
    try {
      compiled[key] = new IntlMessageFormat(message, LOCALE_TAGS[locale], undefined, {
        ignoreTag: true,
      }).getAst();
    } catch {
      // Left out on purpose: see the doc comment.
    }
  }
  return compiled;
}
