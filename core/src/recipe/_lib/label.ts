import type { LocalizedText } from '../../locale/localizedText';

/** A readable name for error messages, whatever locale it was entered in. */
export function label(item: { id: string; name: LocalizedText | string }): string {
  const name =
    typeof item.name === 'string'
      ? item.name
      : (item.name.en ?? Object.values(item.name).find((text) => text && text.trim() !== ''));
  return name ? `"${name}" (${item.id})` : item.id;
}
