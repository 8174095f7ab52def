import type { Field, SanitizedConfig } from 'payload';

type Validator = (value: unknown, options: { data?: unknown; required?: boolean }) => unknown;

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

const isDraftSave = (data: unknown) =>
  typeof data === 'object' && data !== null && '_status' in data && data._status === 'draft';

/** Every field of `fields`, nested ones included (rows, collapsibles, tabs, groups, arrays, blocks). */
function* allFields(fields: readonly Field[]): Generator<Field> {
  for (const field of fields) {
    yield field;
    if ('fields' in field && Array.isArray(field.fields)) yield* allFields(field.fields);
    if (field.type === 'tabs') for (const tab of field.tabs) yield* allFields(tab.fields);
    if (field.type === 'blocks') {
      for (const block of field.blocks)
        if (typeof block !== 'string') yield* allFields(block.fields);
    }
  }
}

/**
 * Payload skips every field's validation when a draft is saved, so a draft could store a unit or
 * category that is not one of its options (PostgreSQL's enum then answers 500) or a value of the
 * wrong type. Drafts are validated like any save here, but for one rule: a draft may leave a field
 * empty, required or not, as work in progress does. A step after `buildConfig`, when every field
 * carries its validator (Payload's default or the field's own).
 */
export function validateDrafts(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const drafts = collection.versions ? collection.versions.drafts : false;
    if (!drafts) continue;
    drafts.validate = true;
    for (const field of allFields(collection.fields)) {
      if (!('validate' in field) || typeof field.validate !== 'function') continue;
      const original = field.validate as Validator;
      const relaxed: Validator = (value, options) => {
        if (!isDraftSave(options.data)) return original(value, options);
        if (isEmpty(value)) return true;
        return original(value, { ...options, required: false });
      };
      Object.assign(field, { validate: relaxed });
    }
  }
  return config;
}
