import type { FlattenedField } from 'payload';
import { describe, expect, test } from 'vitest';
import { collectReferences } from './collectReferences';

// The shapes Payload's sanitized config gives the walker, reduced to what it reads.
const FIELDS = [
  { name: 'name', type: 'text' },
  { name: 'image', type: 'upload', relationTo: 'media' },
  {
    name: 'lines',
    type: 'array',
    flattenedFields: [
      { name: 'ingredient', type: 'relationship', relationTo: 'ingredients' },
      { name: 'recipe', type: 'relationship', relationTo: 'recipes' },
    ],
  },
  {
    name: 'sections',
    type: 'array',
    flattenedFields: [
      { name: 'dishes', type: 'relationship', relationTo: 'recipes', hasMany: true },
    ],
  },
  {
    name: 'meta',
    type: 'group',
    flattenedFields: [{ name: 'cover', type: 'upload', relationTo: ['media', 'videos'] }],
  },
] as unknown as FlattenedField[];

describe('collectReferences', () => {
  test('finds every reference in arrays, groups, hasMany and polymorphic fields, with its path', () => {
    const references = collectReferences(FIELDS, {
      name: 'Ciorbă',
      image: { id: 4, url: '/x.png' },
      lines: [
        { ingredient: 7, recipe: null },
        { ingredient: null, recipe: '12' },
      ],
      sections: [{ dishes: [3, { id: 5 }] }],
      meta: { cover: { relationTo: 'videos', value: 9 } },
    });
    expect(references).toEqual([
      { collection: 'media', id: 4, path: 'image' },
      { collection: 'ingredients', id: 7, path: 'lines.0.ingredient' },
      { collection: 'recipes', id: '12', path: 'lines.1.recipe' },
      { collection: 'recipes', id: 3, path: 'sections.0.dishes.0' },
      { collection: 'recipes', id: 5, path: 'sections.0.dishes.1' },
      { collection: 'videos', id: 9, path: 'meta.cover' },
    ]);
  });

  test('reads only the fields the save writes', () => {
    expect(collectReferences(FIELDS, { name: 'Supă' })).toEqual([]);
    expect(collectReferences(FIELDS, { image: null, lines: [] })).toEqual([]);
  });
});
