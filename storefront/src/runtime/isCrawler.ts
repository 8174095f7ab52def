import { createIsbotFromList, list } from 'isbot';

// isbot counts headless browsers as bots; they load a page as a visitor does (synthetic
// monitoring, the project's own browser tests) and are shown what a visitor sees.
const crawlerAgent = createIsbotFromList(list.filter((pattern) => pattern !== 'headless'));

/**
 * Whether a User-Agent belongs to a crawler or another automated client (search engines, link
 * previews, Lighthouse, HTTP libraries such as curl or Node's fetch): these are never shown the
 * error screen, because an indexed error page would replace the real one in search results and
 * link previews; the error is only logged. Decided by `isbot`'s maintained list rather than a
 * substring such as "bot", which also matches phones (CUBOT).
 *
 * @example
 * isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1)') // true
 * isCrawler('Mozilla/5.0 (Linux; Android 10; CUBOT_X30) … Mobile Safari/537.36') // false
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return userAgent ? crawlerAgent(userAgent) : false;
}
