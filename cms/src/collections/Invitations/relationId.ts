/** The id of a relationship value, whether it came populated or as an id. */
export function relationId(value: number | { id: number } | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? value.id : value;
}
