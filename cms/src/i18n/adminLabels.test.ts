import type { SanitizedConfig } from 'payload';
import { beforeAll, describe, expect, test } from 'vitest';
import { untranslatedLabels } from './untranslatedLabels';

describe('admin labels', () => {
  let config: SanitizedConfig;

  beforeAll(async () => {
    // Building the config connects to nothing; env() only wants these to be well-formed.
    process.env.DATABASE_URL ??= 'postgres://unused@localhost:1/unused';
    process.env.PAYLOAD_SECRET ??= 'a-secret-of-at-least-32-characters-for-the-test';
    config = await (await import('../payload.config')).default;
  });

  test('every label, description and option label the project defines is in the 7 locales', () => {
    expect(untranslatedLabels(config)).toEqual([]);
  });

  test('a plain-string label, a missing locale and an unlabelled option are reported', () => {
    const fake = {
      collections: [
        {
          slug: 'dishes',
          labels: { singular: 'Dish', plural: { en: 'Dishes', ro: 'Preparate' } },
          admin: {},
          fields: [
            { name: 'createdAt', type: 'date', label: 'Created' },
            {
              name: 'nutrients',
              type: 'group',
              label: 'Per 100 g',
              fields: [{ name: 'salt', type: 'number', label: 'Salt' }],
            },
            {
              type: 'tabs',
              tabs: [
                {
                  label: { en: 'Main' },
                  fields: [{ name: 'kind', type: 'select', label: 'Kind', options: ['a'] }],
                },
              ],
            },
          ],
        },
      ],
      globals: [],
    } as unknown as SanitizedConfig;
    expect(untranslatedLabels(fake)).toEqual([
      'dishes labels.singular: plain string "Dish"',
      'dishes labels.plural: no fr, it, es, hu, de',
      'dishes.nutrients label: plain string "Per 100 g"',
      'dishes.nutrients.salt label: plain string "Salt"',
      'dishes.tabs.tab0 label: no ro, fr, it, es, hu, de',
      'dishes.tabs.tab0.kind label: plain string "Kind"',
      'dishes.tabs.tab0.kind option "a": no label',
    ]);
  });
});
