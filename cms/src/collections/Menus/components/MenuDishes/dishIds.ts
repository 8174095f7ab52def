/**
 * The dish ids of a hasMany relationship's form value: Payload keeps ids, but a value read with
 * depth may hold documents (`{ id }`); anything else is dropped.
 */
export function dishIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const id = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : entry;
    const number = typeof id === 'string' ? Number(id) : id;
    return typeof number === 'number' && Number.isInteger(number) ? [number] : [];
  });
}
