import { isLocale } from '@nutrimenu/core/locale';
import {
  type CollectionBeforeOperationHook,
  type FlattenedField,
  type SanitizedConfig,
  ValidationError,
} from 'payload';
import { adminTranslator } from '../utilities/adminTranslator';

type Data = Record<string, unknown>;

// Fields holding one plain value: an object or a list there is stored as nonsense or fails in SQL.
const SCALARS = new Set<FlattenedField['type']>([
  'text',
  'textarea',
  'email',
  'number',
  'checkbox',
  'date',
  'select',
  'radio',
  'code',
]);

const OPTIONS = new Set<FlattenedField['type']>(['select', 'radio']);

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A localized field sent for every locale at once (`locale=all`) is an object of locale codes.
function valuesOf(field: FlattenedField, value: unknown): unknown[] {
  const perLocale = field.localized && isRecord(value) && Object.keys(value).every(isLocale);
  return perLocale ? Object.values(value) : [value];
}

/** A list's rows, from a list or an object keyed by row index; null for anything else. */
function rowsOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  const keys = isRecord(value) ? Object.keys(value) : [];
  if (isRecord(value) && keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return Object.values(value);
  }
  return null;
}

/** The path of the first value whose shape its field cannot hold (a list sent as an object). */
function misshapenPath(fields: readonly FlattenedField[], data: Data, path: string): string | null {
  for (const field of fields) {
    if (!(field.name in data)) continue;
    const at = path ? `${path}.${field.name}` : field.name;
    for (const value of valuesOf(field, data[field.name])) {
      if (value === null || value === undefined) continue;
      const hasMany = 'hasMany' in field && field.hasMany === true;
      // A list of values (tags, several relationships) sent as one value, or the reverse.
      if (hasMany && !Array.isArray(value)) return at;
      if (!hasMany && SCALARS.has(field.type) && typeof value === 'object') return at;
      // An option is a text: Payload's check of options looks at texts only, so a number or a
      // boolean passed it and PostgreSQL's enum refused it with a 500.
      if (OPTIONS.has(field.type)) {
        const options = hasMany && Array.isArray(value) ? value : [value];
        if (options.some((option) => typeof option !== 'string')) return at;
      }
      if (field.type === 'group' || field.type === 'tab') {
        if (!isRecord(value)) return at;
        const inner = misshapenPath(field.flattenedFields, value, at);
        if (inner) return inner;
      }
      if (field.type === 'array' || field.type === 'blocks') {
        // The admin's own form sends a list's row count, or its rows keyed by index, as it
        // unflattens `lines.0.quantity`: both are lists to Payload. Anything else is not.
        if (typeof value === 'number') continue;
        const rows = rowsOf(value);
        if (!rows) return at;
        for (const [index, row] of rows.entries()) {
          if (!isRecord(row)) return `${at}.${index}`;
          const rowFields =
            field.type === 'array'
              ? field.flattenedFields
              : field.blocks.find((block) => block.slug === row.blockType)?.flattenedFields;
          const inner = rowFields ? misshapenPath(rowFields, row, `${at}.${index}`) : null;
          if (inner) return inner;
        }
      }
    }
  }
  return null;
}

/**
 * Refuses a create or update whose data has the wrong shape for a field (`lines` sent as an object,
 * a group as a string, tags as one number) with a translated 400 on that field, before any hook reads it: the hooks
 * and Payload's own steps expect lists where the fields say lists, and answered 500 otherwise.
 */
const refuseMisshapen: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'updateByID') return args;
  const data: unknown = args.data;
  if (data === undefined) return args;
  const path = isRecord(data) ? misshapenPath(collection.flattenedFields, data, '') : '';
  if (path === null) return args;
  const t = await adminTranslator(req);
  throw new ValidationError(
    {
      collection: collection.slug,
      errors: [{ path: path || 'data', message: t('admin.validation.wrongShape') }],
      req,
    },
    req.t,
  );
};

/** Puts `refuseMisshapen` first in every collection's `beforeOperation` hooks (after `buildConfig`). */
export function refuseMisshapenData(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [
      refuseMisshapen,
      ...(collection.hooks.beforeOperation ?? []),
    ];
  }
  return config;
}
