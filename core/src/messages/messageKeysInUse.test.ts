import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { DISH_CATEGORIES } from '../contract/dishCategories';
import { DISH_TAGS } from '../contract/dishTags';
import { restaurantLinksSchema } from '../contract/publicMenu';
import { WEBVTT_ISSUES } from '../contract/webVtt';
import { COSTING_ERROR_CODES } from '../costing/CostingError';
import { PACK_UNITS } from '../costing/types';
import { NUTRI_SCORE_CATEGORIES } from '../nutriscore/nutriScoreCategories';
import { DECLARATION_ORDER } from '../nutrition/nutrients';
import { RECIPE_ERROR_CODES } from '../recipe/RecipeError';
import { en, type MessageKey } from './en';

/*
 * The English catalog defines the keys (catalogs.test.ts checks that every other catalog has
 * exactly them); this file checks them against the code: every key is used somewhere, and every
 * key the code builds exists. The code is every workspace's `src/` except tests, test fixtures
 * and the catalogs themselves, with comments removed. A key counts as used when it appears as a
 * whole string literal ('dish.frozen'), or when it is built from one of DERIVED_KEYS below.
 */

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE_DIRECTORIES = ['core/src', 'cms/src', 'storefront/src', 'widget/src', 'stories/src'];
const CATALOG_FILE = /^core\/src\/messages\/[a-z]{2}\.ts$/;
const KEYS = Object.keys(en) as MessageKey[];

/**
 * Keys the code builds from a code list, as in t(`tag.${tag}`): the prefix, and the list of
 * core its members come from. A template literal that starts like a key and is not listed here
 * fails the test below, so every family of built keys is written down, and each of its keys is
 * checked to exist. Keys from a list that is not core's (a CMS select's options) are written
 * out as whole literals instead, e.g. cms/src/collections/Subscriptions/stateLabelKeys.ts.
 */
const DERIVED_KEYS: readonly { prefix: string; members: readonly string[] }[] = [
  { prefix: 'tag.', members: DISH_TAGS },
  { prefix: 'nutrition.line.', members: DECLARATION_ORDER },
  // "all" is the menu filter's value above the categories (see DISH_CATEGORIES).
  { prefix: 'menu.category.', members: ['all', ...DISH_CATEGORIES] },
  { prefix: 'restaurant.', members: Object.keys(restaurantLinksSchema.shape) },
  { prefix: 'admin.live.error.', members: RECIPE_ERROR_CODES },
  { prefix: 'admin.costing.error.', members: COSTING_ERROR_CODES },
  { prefix: 'admin.ingredientPrice.packUnit.', members: PACK_UNITS },
  { prefix: 'admin.video.captions.error.', members: WEBVTT_ISSUES },
  { prefix: 'admin.nutriScore.', members: NUTRI_SCORE_CATEGORIES },
];

function sourceFiles(directory: string): string[] {
  return readdirSync(join(REPOSITORY, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = `${directory}/${entry.name}`;
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === '__fixtures__'
        ? []
        : sourceFiles(path);
    }
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource && !CATALOG_FILE.test(path) ? [path] : [];
  });
}

// Block comments, then line comments (a `//` at the start of a line or after a space, so the
// `//` of a URL in a string stays).
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** The keys a piece of code names as whole literals, and the key templates it builds. */
function keyUsage(code: string): { literals: Set<string>; templates: Set<string> } {
  const literals = new Set<string>();
  for (const [, , text] of code.matchAll(/(['"`])([a-zA-Z][\w.]*)\1/g)) literals.add(text ?? '');
  const templates = new Set<string>();
  for (const [, head, argument] of code.matchAll(/`([a-zA-Z][\w.]*\.)\$\{([^}]*)\}/g)) {
    // `admin.users.error.${string}` is a type, naming keys written out elsewhere.
    if (argument !== 'string' && head) templates.add(head);
  }
  return { literals, templates };
}

const usage = SOURCE_DIRECTORIES.flatMap(sourceFiles).map((file) => ({
  file,
  ...keyUsage(withoutComments(readFileSync(join(REPOSITORY, file), 'utf8'))),
}));
const derivedKeys = DERIVED_KEYS.flatMap(({ prefix, members }) => members.map((m) => prefix + m));
const usedKeys = new Set([...usage.flatMap(({ literals }) => [...literals]), ...derivedKeys]);

describe('message keys in the code', () => {
  test('the scan reads every workspace', () => {
    for (const directory of SOURCE_DIRECTORIES) {
      expect(
        usage.some(({ file }) => file.startsWith(directory)),
        directory,
      ).toBe(true);
    }
  });

  test('every key of the catalogs is used by the code', () => {
    expect(KEYS.filter((key) => !usedKeys.has(key))).toEqual([]);
  });

  test('every key the code builds from a template has its list in DERIVED_KEYS', () => {
    const documented = new Set(DERIVED_KEYS.map(({ prefix }) => prefix));
    const undocumented = usage.flatMap(({ file, templates }) =>
      [...templates]
        .filter((head) => !documented.has(head) && KEYS.some((key) => key.startsWith(head)))
        .map((head) => `${file}: \`${head}\${…}\``),
    );
    expect(undocumented).toEqual([]);
  });

  test.each(derivedKeys)('the built key %s is in the catalogs', (key) => {
    expect(KEYS).toContain(key);
  });
});

describe('keyUsage', () => {
  test.each([
    {
      label: 'a literal in a call',
      code: "t('dish.frozen')",
      literals: ['dish.frozen'],
      templates: [],
    },
    {
      label: 'a literal in a map',
      code: `{ a: "menu.empty" }`,
      literals: ['menu.empty'],
      templates: [],
    },
    // biome-ignore lint/suspicious/noTemplateCurlyInString: code under test, not a template
    { label: 'a built key', code: 't(`tag.${tag}`)', literals: [], templates: ['tag.'] },
    // biome-ignore lint/suspicious/noTemplateCurlyInString: code under test, not a template
    { label: 'a template type', code: 'K & `admin.x.${string}`', literals: [], templates: [] },
  ])('finds $label', ({ code, literals, templates }) => {
    const found = keyUsage(code);
    expect([...found.literals]).toEqual(literals);
    expect([...found.templates]).toEqual(templates);
  });
});
