const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe inside an HTML or XML element and inside a single- or double-quoted attribute.
 * The input is text, not markup: an entity already in it is escaped again, so `&amp;` shows as
 * written. `&#39;` rather than `&apos;`, which HTML 4 does not define.
 *
 * @example
 * escapeHtml(`<a title="Tom & Jerry's">`) // '&lt;a title=&quot;Tom &amp; Jerry&#39;s&quot;&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] as string);
}
