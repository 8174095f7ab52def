import type { Locale } from '@nutrimenu/core/locale';
import {
  type CompiledMessage,
  compileMessages,
  type MessageKey,
  type Messages,
} from '@nutrimenu/core/messages';

export interface PageMessages {
  /** The whole catalog, for the server's own texts (titles, descriptions). */
  catalog: Messages;
  /** What a page sends to the browser: without the admin's messages, already parsed. */
  compiled: Partial<Record<MessageKey, CompiledMessage>>;
}

// Catalogs never change while the server runs: parse each locale once, not on every request.
const cache = new Map<Locale, Promise<PageMessages>>();

async function build(locale: Locale, load: (locale: Locale) => Promise<Messages>) {
  const catalog = await load(locale);
  const pageKeys = Object.entries(catalog).filter(([key]) => !key.startsWith('admin.'));
  return { catalog, compiled: compileMessages(locale, Object.fromEntries(pageKeys)) };
}

/**
 * A locale's messages for pages, loaded and parsed once per server process (the parse of every
 * message would otherwise run on every rendered request).
 *
 * @example
 * const { catalog, compiled } = await pageMessages('en', loadMessages);
 */
export function pageMessages(
  locale: Locale,
  load: (locale: Locale) => Promise<Messages>,
): Promise<PageMessages> {
  let entry = cache.get(locale);
  if (!entry) {
    entry = build(locale, load);
    // A failed load is not kept: the next request tries again.
    entry.catch(() => cache.delete(locale));
    cache.set(locale, entry);
  }
  return entry;
}
