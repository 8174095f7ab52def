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
