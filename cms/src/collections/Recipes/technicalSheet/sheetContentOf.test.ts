import { describe, expect, test } from 'vitest';
import type { RecipeAllLocales } from '../../../readModel/documents';
import { sheetContentOf } from './sheetContentOf';

const base: RecipeAllLocales = {
  id: 7,
  name: { ro: 'Ciorbă de perișoare', hu: 'Húsgombócleves' },
  slug: 'ciorba-de-perisoare',
  category: 'food',
  portions: 10,
  updatedAt: '2026-11-29T08:00:00.000Z',
  createdAt: '2026-11-29T08:00:00.000Z',
};

const recipe: RecipeAllLocales = {
  ...base,
  technicalSheet: {
    number: 12,
    version: 3,
    approval: { by: 4, byName: 'Ana Popescu', at: '2026-11-28T09:30:00.000Z', version: 3 },
    method: {
      ro: [
        { id: 'a', text: ' Se formează perișoarele. ' },
        { id: 'b', text: 'Se fierb 20 de minute.' },
        { id: 'c', text: '   ' },
      ],
      hu: [],
    },
    criticalPoints: [
      { id: 'p1', text: { ro: 'Fierbere', hu: 'Forralás' }, temperatureC: 75, minutes: 2 },
      { id: 'p2', text: { ro: 'Răcire rapidă' }, temperatureC: 4, minutes: 90 },
      { id: 'p3', text: { ro: '' }, temperatureC: null, minutes: null },
    ],
    holding: { temperatureC: 65, maxMinutes: 120, conditions: { ro: 'În bain-marie' } },
    storage: {
      temperatureC: 4,
      shelfLifeHours: 48,
      conditions: { ro: 'La frigider, acoperit', hu: 'Hűtőben, lefedve' },
    },
    sensory: {
      appearance: { ro: 'Supă limpede cu perișoare întregi' },
      colour: { ro: 'Gălbuie', hu: 'Sárgás' },
      smell: { ro: 'Plăcut, de leuștean' },
      taste: { ro: 'Acrișor', hu: '' },
      texture: { ro: 'Perișoare fragede' },
    },
  },
};

describe('sheetContentOf', () => {
  test('gives the texts of the locale asked, each falling back on its own', () => {
    const content = sheetContentOf(recipe, 'hu', ['ro']);
    expect(content).toEqual({
      sheetNumber: 12,
      version: 3,
      // No Hungarian steps: the Romanian method whole, trimmed, the blank step left out.
      method: ['Se formează perișoarele.', 'Se fierb 20 de minute.'],
      criticalPoints: [
        { text: 'Forralás', temperatureC: 75, minutes: 2 },
        { text: 'Răcire rapidă', temperatureC: 4, minutes: 90 },
      ],
      holding: { temperatureC: 65, maxMinutes: 120, conditions: 'În bain-marie' },
      storage: { temperatureC: 4, shelfLifeHours: 48, conditions: 'Hűtőben, lefedve' },
      sensory: {
        appearance: 'Supă limpede cu perișoare întregi',
        colour: 'Sárgás',
        smell: 'Plăcut, de leuștean',
        taste: 'Acrișor',
        texture: 'Perișoare fragede',
      },
      approval: {
        state: 'approved',
        by: 'Ana Popescu',
        at: '2026-11-28T09:30:00.000Z',
        version: 3,
      },
    });
  });

  test('leaves a text empty when no locale asked has it', () => {
    const content = sheetContentOf(recipe, 'hu', []);
    expect(content.method).toEqual([]);
    expect(content.holding.conditions).toBe('');
    expect(content.sensory.taste).toBe('');
    expect(content.criticalPoints.map((point) => point.text)).toEqual(['Forralás', '']);
  });

  test('says an approval of an earlier version was withdrawn', () => {
    const sheet = recipe.technicalSheet ?? {};
    const content = sheetContentOf(
      { ...recipe, technicalSheet: { ...sheet, version: 4 } },
      'ro',
      [],
    );
    expect(content.version).toBe(4);
    expect(content.approval).toEqual({
      state: 'withdrawn',
      by: 'Ana Popescu',
      at: '2026-11-28T09:30:00.000Z',
      version: 3,
    });
  });

  test('a recipe without a sheet gives an empty one, version 0, not approved', () => {
    expect(sheetContentOf(base, 'ro', ['en'])).toEqual({
      sheetNumber: null,
      version: 0,
      method: [],
      criticalPoints: [],
      holding: { temperatureC: null, maxMinutes: null, conditions: '' },
      storage: { temperatureC: null, shelfLifeHours: null, conditions: '' },
      sensory: { appearance: '', colour: '', smell: '', taste: '', texture: '' },
      approval: { state: 'none' },
    });
  });
});
