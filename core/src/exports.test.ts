import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string>;
  sideEffects: boolean;
};

describe('@nutrimenu/core package surface', () => {
  test('is free of side effects, so bundlers can drop what a client does not import', () => {
    expect(manifest.sideEffects).toBe(false);
  });

  test('exports the fixed names other parts and outside checks call', async () => {
    const core = await import('@nutrimenu/core');
    for (const name of [
      'energyFromComponents',
      'formatNutrient',
      'formatNutrientForLocale',
      'nutriScore',
      'negotiateLocale',
      'computeRecipe',
      'percentReferenceIntake',
      'formatIngredientList',
      'createTranslator',
      'loadMessages',
      'escapeHtml',
      'formatPrice',
    ]) {
      expect(typeof core[name as keyof typeof core], name).toBe('function');
    }
    // The same objects as the subpaths', so a client mixing both imports sees one list.
    expect(core.LOCALES).toBe((await import('@nutrimenu/core/locale')).LOCALES);
    expect(core.ALLERGEN_CODES).toBe((await import('@nutrimenu/core/allergens')).ALLERGEN_CODES);
  });

  test.each(
    Object.keys(manifest.exports).filter(
      (path) => path !== '.' && !path.includes('*') && !path.endsWith('.json'),
    ),
  )('resolves the subpath %s', async (subpath) => {
    const module = (await import(
      /* @vite-ignore */ `@nutrimenu/core/${subpath.slice(2)}`
    )) as object;
    expect(Object.keys(module).length).toBeGreaterThan(0);
  });

  test.each(['en', 'ro', 'fr', 'it', 'es', 'hu', 'de'])(
    'resolves the lazy catalog @nutrimenu/core/messages/%s',
    async (locale) => {
      const module = (await import(
        /* @vite-ignore */ `@nutrimenu/core/messages/${locale}`
      )) as Record<string, unknown>;
      expect(module[locale]).toBeTypeOf('object');
    },
  );
});
