import { describe, expect, test } from 'vitest';
import { adminTranslator as translator } from '../utilities/adminTranslator';
import { exampleDish } from './__fixtures__/exampleMenu';
import { dishLabelView } from './dishLabelView';

const date = new Date('2026-11-22T10:00:00Z');

describe('dishLabelView', () => {
  test('Annex XV rows in order, per 100 g and per portion, with the portion’s %RI (ro)', async () => {
    const dish = exampleDish('Ciorbă de burtă');
    const view = dishLabelView({
      dish,
      restaurantName: 'Demo Bistro',
      locale: 'ro',
      t: await translator('ro'),
      date,
    });
    expect(view.nutrition?.rows.map((row) => row.label)).toEqual([
      'Valoare energetică',
      'Grăsimi',
      'din care acizi grași saturați',
      'Glucide',
      'din care zaharuri',
      'Fibre',
      'Proteine',
      'Sare',
    ]);
    const energy = view.nutrition?.rows[0];
    expect(energy?.per100g.text).toBe('247 kJ / 59 kcal');
    expect(energy?.riPercent).toMatch(/^\d+$/);
    expect(view.nutrition?.rows[1]?.per100g.text).toBe('3,9 g');
    expect(view.nutrition?.rows[5]?.riPercent).toBeNull();
    expect(view.nutrition?.referenceIntake).toBe(
      'Doza de referință pentru un adult mediu (8 400 kJ/2 000 kcal)',
    );
    expect(view.nutrition?.per100gHeading).toBe('per 100 g');
    expect(view.nutrition?.perPortionHeading).toBe('per porție (405 g)');
    expect(view.portion).toBe('Porție: 405 g');
    expect(view.allergens).toMatchObject({ complete: true, traces: null });
    expect(view.footer).toBe('Demo Bistro · Situația la 22 noiembrie 2026');
  });

  test('a drink is declared per 100 ml with its portion in ml (Reg. 1169/2011 art. 32(2))', async () => {
    const dish = exampleDish('Limonadă cu mentă');
    const view = dishLabelView({
      dish,
      restaurantName: 'Demo Bistro',
      locale: 'ro',
      t: await translator('ro'),
      date,
    });
    expect(view.nutrition?.per100gHeading).toBe('per 100 ml');
    expect(view.nutrition?.perPortionHeading).toBe('per porție (383 ml)');
    expect(view.portion).toBe('Porție: 383 ml');
  });

  test('unknown values read "value unknown", lower bounds "≥" with their note, never 0', async () => {
    const dish = exampleDish('Papanași cu smântână și dulceață de afine');
    const view = dishLabelView({
      dish,
      restaurantName: 'Demo Bistro',
      locale: 'en',
      t: await translator('en'),
      date,
    });
    const fibre = view.nutrition?.rows.find((row) => row.line === 'fibre');
    expect(fibre?.per100g).toMatchObject({ status: 'unknown', text: 'value unknown' });
    expect(fibre?.perPortion.text).toBe('value unknown');
    expect(view.nutrition?.rows[0]?.per100g.text).toMatch(/^≥\d+ kJ \/ ≥\d+ kcal$/);
    expect(view.nutrition?.lowerBoundNote).toContain('≥');
    expect(view.allergens.complete).toBe(false);
    expect(view.allergens.text).toBe(
      'Cereals containing gluten, Eggs, Milk (including lactose); Allergens not yet declared',
    );
    expect(view.allergens.traces).toBe('May contain traces of Soybeans.');
    expect(view.additives?.text).toBe('acid: E330, gelling agent: E440');
    expect(view.nutriScore).toEqual({ grade: null, text: 'Nutri-Score not computed' });
  });

  test('the frozen marker and Nutri-Score grade', async () => {
    const dish = exampleDish('Mușchiuleț de porc cu orez & legume');
    const view = dishLabelView({
      dish,
      restaurantName: 'Demo Bistro',
      locale: 'de',
      t: await translator('de'),
      date,
    });
    expect(view.frozen).toBe('Tiefkühlprodukt');
    if (dish.nutriScore) expect(view.nutriScore.text).toBe(`Nutri-Score ${dish.nutriScore.grade}`);
  });

  test('a dish without computed nutrition says so instead of a table', async () => {
    const dish = { ...exampleDish('Ciorbă de burtă'), nutrition: null, nutriScore: null };
    const view = dishLabelView({
      dish,
      restaurantName: 'Demo Bistro',
      locale: 'fr',
      t: await translator('fr'),
      date,
    });
    expect(view.nutrition).toBeNull();
    expect(view.portion).toBeNull();
    expect(view.nutritionUnavailable).toBe(
      'Les valeurs nutritionnelles de ce plat n’ont pas encore été calculées.',
    );
  });
});
