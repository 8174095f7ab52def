import { type CsvColumn, sameValue, valueAt } from '../csvColumn';

/**
 * The data to send for the columns whose value differs from the stored document's (all given
 * columns for a new document): nested paths (`nutrients.fat`) are sent as their whole group,
 * the stored values filling the rest, so a changed nutrient never blanks its neighbours.
 */
export function changedData(
  columns: readonly CsvColumn[],
  wanted: ReadonlyMap<string, unknown>,
  stored: object | null,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const column of columns) {
    if (!wanted.has(column.path)) continue;
    const value = wanted.get(column.path);
    if (stored && sameValue(column.normalise(valueAt(stored, column.path)), value)) continue;
    const [head, ...rest] = column.path.split('.') as [string, ...string[]];
    if (rest.length === 0) {
      data[head] = value;
      continue;
    }
    if (!data[head]) data[head] = { ...((valueAt(stored, head) as object | undefined) ?? {}) };
    (data[head] as Record<string, unknown>)[rest.join('.')] = value;
  }
  return data;
}
