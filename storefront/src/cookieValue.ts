/**
 * One cookie's value from a `Cookie` header, or undefined.
 *
 * @example
 * cookieValue('a=1; locale=en', 'locale') // 'en'
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index !== -1 && pair.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
