/**
 * A `tel:` URI: only the digits and a leading plus of the number as it was typed.
 *
 * @example
 * telHref('+40 264 123 456') // 'tel:+40264123456'
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
