import { LOCALES } from '@nutrimenu/core/locale';
import type { Field, SanitizedConfig } from 'payload';

/*
 * Walks the built config (collections, globals, their fields recursively through rows, groups,
 * collapsibles, tabs, arrays and blocks) and lists every label, description, placeholder and
 * option label this project shows in the admin that is not in all 7 locales.
 *
 * Payload builds a plain-string label from the field's name (`onMenu` → "On Menu") for every
 * field that has none, so an untranslated field shows up here as a plain string too. Payload's
 * own fields (id, createdAt, updatedAt, the auth fields, `_status`) carry function labels that
 * Payload translates itself: a function is accepted, and those names are skipped (PAYLOAD_FIELDS).
 */

// Top-level fields Payload adds: ids and timestamps, auth fields (users), upload fields (media,
// videos). Only at the top level: a nutrient group's `salt` is the project's.
const PAYLOAD_FIELDS = new Set([
  'id',
  'createdAt',
  'updatedAt',
  '_status',
  'email',
  'password',
  'salt',
  'hash',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'apiKey',
  'enableAPIKey',
  'apiKeyIndex',
  'url',
  'thumbnailURL',
  'filename',
  'mimeType',
  'filesize',
  'width',
  'height',
  'focalX',
  'focalY',
  'sizes',
]);

// Collections and globals Payload adds itself (locks, preferences, migrations, jobs).
const PAYLOAD_SLUG = /^payload-/;

type Text = unknown;

function problem(where: string, text: Text): string | undefined {
  if (text === undefined || text === false || typeof text === 'function') return undefined;
  if (typeof text === 'string') return `${where}: plain string "${text}"`;
  if (typeof text === 'object' && text !== null) {
    const record = text as Record<string, unknown>;
    const missing = LOCALES.filter((l) => typeof record[l] !== 'string' || record[l] === '');
    return missing.length ? `${where}: no ${missing.join(', ')}` : undefined;
  }
  return `${where}: ${typeof text}`;
}

function fieldProblems(fields: readonly Field[], path: string, topLevel = false): string[] {
  return fields.flatMap((field) => {
    const name = 'name' in field ? field.name : undefined;
    // Array rows' `id` too, at any depth.
    if (name === 'id' || (topLevel && name && PAYLOAD_FIELDS.has(name))) return [];
    const here = `${path}.${name ?? field.type}`;
    const admin = (field.admin ?? {}) as Record<string, unknown>;
    // A hidden field (in the admin, or everywhere with the field's own `hidden`) is in no form,
    // list column or filter: it has no label to show.
    if (admin.hidden === true || ('hidden' in field && field.hidden === true)) return [];
    const own = [
      // Rows and unnamed UI/layout fields show no label.
      field.type !== 'row' && field.type !== 'ui' && field.type !== 'tabs' && 'label' in field
        ? problem(`${here} label`, field.label)
        : undefined,
      problem(`${here} description`, admin.description),
      problem(`${here} placeholder`, admin.placeholder),
      ...('labels' in field && field.labels
        ? [
            problem(`${here} labels.singular`, field.labels.singular),
            problem(`${here} labels.plural`, field.labels.plural),
          ]
        : []),
      ...('options' in field && Array.isArray(field.options)
        ? field.options.map((option) =>
            typeof option === 'string'
              ? `${here} option "${option}": no label`
              : problem(`${here} option "${option.value}"`, option.label),
          )
        : []),
    ].filter((p): p is string => p !== undefined);
    const nested = [
      ...('fields' in field && Array.isArray(field.fields)
        ? fieldProblems(field.fields, here)
        : []),
      ...('tabs' in field
        ? field.tabs.flatMap((tab, i) => [
            ...[problem(`${here}.tab${i} label`, tab.label)].filter((p) => p !== undefined),
            ...fieldProblems(tab.fields, `${here}.tab${i}`),
          ])
        : []),
      ...('blocks' in field
        ? field.blocks.flatMap((block) => [
            ...[
              problem(`${here}.${block.slug} singular`, block.labels?.singular),
              problem(`${here}.${block.slug} plural`, block.labels?.plural),
            ].filter((p) => p !== undefined),
            ...fieldProblems(block.fields, `${here}.${block.slug}`),
          ])
        : []),
    ];
    return [...own, ...nested];
  });
}

/** Every label of the project's collections and globals that is not in the 7 locales. */
export function untranslatedLabels(config: SanitizedConfig): string[] {
  const collections = config.collections
    .filter(({ slug }) => !PAYLOAD_SLUG.test(slug))
    .flatMap((collection) => {
      const at = collection.slug;
      return [
        problem(`${at} labels.singular`, collection.labels.singular),
        problem(`${at} labels.plural`, collection.labels.plural),
        problem(`${at} admin.group`, collection.admin.group),
        problem(`${at} admin.description`, collection.admin.description),
        ...fieldProblems(collection.fields, at, true),
      ].filter((p): p is string => p !== undefined);
    });
  const globals = config.globals
    .filter(({ slug }) => !PAYLOAD_SLUG.test(slug))
    .flatMap((global) =>
      [
        problem(`${global.slug} label`, global.label),
        problem(`${global.slug} admin.group`, global.admin.group),
        ...fieldProblems(global.fields, global.slug, true),
      ].filter((p): p is string => p !== undefined),
    );
  return [...collections, ...globals];
}
