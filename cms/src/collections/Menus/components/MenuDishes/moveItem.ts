/**
 * `items` with the one at `from` moved to `to` (both clamped to the list), as a new array.
 *
 * @example
 * moveItem(['a', 'b', 'c'], 0, 2) // ['b', 'c', 'a']
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  const next = [...items];
  const [moved] = next.splice(source, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}
