import type { Field, SanitizedConfig } from 'payload';
import { beforeAll, describe, expect, expectTypeOf, test } from 'vitest';
import type { PerLocale } from './allLocales';
import type {
  IngredientAllLocales,
  MenuAllLocales,
  MenuSectionAllLocales,
  RecipeAllLocales,
  RestaurantAllLocales,
} from './documents';
import { LOCALIZED_FIELDS } from './localizedFields';

// The localized fields' paths; tabs, rows and collapsibles add no path segment, as in Payload.
function localizedPaths(fields: readonly Field[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    if (field.type === 'tabs') {
      return field.tabs.flatMap((tab) =>
        localizedPaths(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix),
      );
    }
    if (!('name' in field)) return 'fields' in field ? localizedPaths(field.fields, prefix) : [];
    const path = `${prefix}${field.name}`;
    if ('localized' in field && field.localized) return [path];
    return 'fields' in field ? localizedPaths(field.fields, `${path}.`) : [];
  });
}

describe('LOCALIZED_FIELDS', () => {
  let config: SanitizedConfig;

  beforeAll(async () => {
    // Building the config connects to nothing; env() only wants these to be well-formed.
    process.env.DATABASE_URL ??= 'postgres://unused@localhost:1/unused';
    process.env.PAYLOAD_SECRET ??= 'a-secret-of-at-least-32-characters-for-the-test';
    config = await (await import('../payload.config')).default;
  });

  test.each(Object.keys(LOCALIZED_FIELDS))('%s lists the fields its config localizes', (slug) => {
    const collection = config.collections.find((candidate) => candidate.slug === slug);
    expect(localizedPaths(collection?.fields ?? []).sort()).toEqual(
      [...LOCALIZED_FIELDS[slug as keyof typeof LOCALIZED_FIELDS]].sort(),
    );
  });
});

test('the read model types those fields per locale', () => {
  expectTypeOf<RecipeAllLocales['name']>().toEqualTypeOf<PerLocale<string>>();
  expectTypeOf<MenuAllLocales['name']>().toEqualTypeOf<PerLocale<string>>();
  expectTypeOf<MenuSectionAllLocales['title']>().toEqualTypeOf<
    PerLocale<string> | null | undefined
  >();
  expectTypeOf<IngredientAllLocales['alternativeNames']>().toEqualTypeOf<
    PerLocale<string> | null | undefined
  >();
  expectTypeOf<RestaurantAllLocales['name']>().toEqualTypeOf<string>();
});
