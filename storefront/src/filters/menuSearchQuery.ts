/** The query parameter of the menu search: `?q=ciorba`, also the search box's field name. */
export const MENU_SEARCH_QUERY_NAME = 'q';

// A search of more than a line is no search for a dish; the work and the URL stay bounded.
export const MENU_SEARCH_MAX_LENGTH = 100;

/**
 * The menu search text of a URL query: the first `q` that is not blank, trimmed and cut to
 * MENU_SEARCH_MAX_LENGTH characters; '' when there is none. Never throws.
 *
 * @example
 * parseMenuSearch('?q=%20ciorb%C4%83%20&kcalMax=600') // 'ciorbă'
 */
export function parseMenuSearch(query: string | URLSearchParams): string {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  for (const value of params.getAll(MENU_SEARCH_QUERY_NAME)) {
    const text = value.trim().slice(0, MENU_SEARCH_MAX_LENGTH).trim();
    if (text !== '') return text;
  }
  return '';
}

/**
 * `search` with its `q` replaced by `text` (left out when blank), without '?'. The other
 * parameters (the filter's, a QR code's `utm_source`) keep their order, `q` goes last.
 *
 * @example
 * replaceSearchInQuery('?category=food&q=old', 'ciorba') // 'category=food&q=ciorba'
 */
export function replaceSearchInQuery(search: string, text: string): string {
  const params = new URLSearchParams(search);
  params.delete(MENU_SEARCH_QUERY_NAME);
  const trimmed = text.trim().slice(0, MENU_SEARCH_MAX_LENGTH).trim();
  if (trimmed !== '') params.append(MENU_SEARCH_QUERY_NAME, trimmed);
  return params.toString();
}
