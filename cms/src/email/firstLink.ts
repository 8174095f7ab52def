/**
 * The first web link of a message (an `href` in HTML, else a bare URL in text): what the log
 * prints so a reset or invitation link can be followed without opening the `.eml` file.
 *
 * @example firstLink('<a href="http://localhost:3000/admin/reset/ab12">Reset</a>') // 'http://localhost:3000/admin/reset/ab12'
 */
export function firstLink(body: string): string | undefined {
  const href = /href="(https?:\/\/[^"]+)"/i.exec(body)?.[1];
  const url = href ?? /https?:\/\/[^\s<>"]+/i.exec(body)?.[0];
  return url?.replace(/&amp;/g, '&');
}
