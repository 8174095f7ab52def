/**
 * The id of a relationship value, populated (`{ id }`) or not; `null` when it is empty.
 * Generic over the id type: a collection's numeric ids stay numbers.
 *
 * @example
 * idOf(7) // 7
 * idOf({ id: 7, name: 'Soup' }) // 7
 */
export function idOf<TId extends number | string>(value: TId | { id: TId }): TId;
export function idOf<TId extends number | string>(
  value: TId | { id: TId } | null | undefined,
): TId | null;
export function idOf<TId extends number | string>(
  value: TId | { id: TId } | null | undefined,
): TId | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? value.id : value;
}

/** A populated relationship, or `null` when it was left as an id (or is empty). */
export function populated<T extends object>(
  value: T | number | string | null | undefined,
): T | null {
  return value !== null && typeof value === 'object' ? value : null;
}

/**
 * The id in a relationship value that arrives untyped (a form's data, a sibling field's value,
 * a cell of a document walked by path): a number or a non-empty string, or a populated
 * document's `id`; `null` for anything else.
 *
 * @example
 * idOfUnknown('') // null: an emptied select
 */
export function idOfUnknown(value: unknown): number | string | null {
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) return value;
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  const { id } = value;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : null;
}
