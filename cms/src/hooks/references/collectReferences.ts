import type { FlattenedField } from 'payload';

/** One document a save points at: the collection, the id, and where in the data it sits. */
export interface Reference {
  collection: string;
  id: number | string;
  /** Payload's error path, e.g. `lines.0.ingredient`, so the admin marks the right field. */
  path: string;
}

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The id in a relationship value: an id, a populated document, or `{ relationTo, value }`. */
function referenceOf(
  value: unknown,
  relationTo: string | string[],
): { collection: string; id: number | string } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || typeof value === 'string') {
    return typeof relationTo === 'string' ? { collection: relationTo, id: value } : null;
  }
  if (!isObject(value)) return null;
  if (Array.isArray(relationTo) && typeof value.relationTo === 'string') {
    return referenceOf(value.value, value.relationTo);
  }
  return referenceOf(value.id, relationTo);
}

function collectFromValue(
  field: FlattenedField & { relationTo: string | string[] },
  value: unknown,
  path: string,
  into: Reference[],
): void {
  const values = Array.isArray(value) ? value : [value];
  values.forEach((item, index) => {
    const reference = referenceOf(item, field.relationTo);
    if (reference)
      into.push({ ...reference, path: Array.isArray(value) ? `${path}.${index}` : path });
  });
}

/**
 * Every relationship and upload reference in `data` (what a save writes), walking groups, named
 * tabs, arrays and blocks. Only the fields present in `data` are read: what a save leaves out
 * stays as stored, and was checked when it was written.
 */
export function collectReferences(
  fields: readonly FlattenedField[],
  data: unknown,
  prefix = '',
  into: Reference[] = [],
): Reference[] {
  if (!isObject(data)) return into;
  for (const field of fields) {
    if (!('name' in field) || !(field.name in data)) continue;
    const value = data[field.name];
    const path = `${prefix}${field.name}`;
    switch (field.type) {
      case 'relationship':
      case 'upload':
        collectFromValue(field, value, path, into);
        break;
      case 'group':
      case 'tab':
        collectReferences(field.flattenedFields, value, `${path}.`, into);
        break;
      case 'array':
        if (Array.isArray(value)) {
          value.forEach((row, index) => {
            collectReferences(field.flattenedFields, row, `${path}.${index}.`, into);
          });
        }
        break;
      case 'blocks':
        if (Array.isArray(value)) {
          value.forEach((row, index) => {
            const block = field.blocks.find(
              (candidate) => isObject(row) && candidate.slug === row.blockType,
            );
            if (block) collectReferences(block.flattenedFields, row, `${path}.${index}.`, into);
          });
        }
        break;
      default:
        break;
    }
  }
  return into;
}
