import type { PublicMenu } from '@nutrimenu/core/contract';
import menuFixture from '@nutrimenu/core/contract/__fixtures__/publicMenu.example.json' with {
  type: 'json',
};
import { describe, expect, test } from 'vitest';
import { toMenuView } from '../menuView';
import { dishSearchTerms } from './dishSearchTerms';
import { buildMenuSearchIndex, searchMenuSections } from './searchMenuSections';

// Section 1: ciorbă de burtă, mușchiuleț de porc cu orez și legume; section 2: papanași cu
// smântână și dulceață de afine, limonadă cu mentă.
const document = menuFixture as PublicMenu;
const sections = toMenuView(document).menu?.sections ?? [];
const index = buildMenuSearchIndex(sections);

describe('searchMenuSections', () => {
  test.each([
    { label: 'a blank query shows everything', query: '  ', shown: 4 },
    { label: 'the name without diacritics', query: 'ciorba', slugs: ['ciorba-de-burta'] },
    { label: 'the name with diacritics and capitals', query: 'CIORBĂ', slugs: ['ciorba-de-burta'] },
    { label: 'a prefix', query: 'ciorb', slugs: ['ciorba-de-burta'] },
    { label: 'words in any order', query: 'burta ciorba', slugs: ['ciorba-de-burta'] },
    { label: 'every word must match', query: 'ciorba menta', slugs: [] },
    {
      label: 'an ingredient that only the ingredient list names',
      query: 'usturoi',
      slugs: ['ciorba-de-burta'],
    },
    { label: 'the description', query: 'traditionala', slugs: ['ciorba-de-burta'] },
    { label: 'ș folds to s', query: 'mușchi', slugs: ['muschiulet-de-porc-cu-orez-legume'] },
    { label: 'a word is matched at its start only', query: 'orba', slugs: [] },
    { label: 'punctuation is ignored', query: '"limonadă!"', slugs: ['limonada-cu-menta'] },
  ])('$label', ({ query, slugs, shown }) => {
    const result = searchMenuSections(sections, query, index);
    const found = result.sections.flatMap((section) => section.dishes.map((dish) => dish.slug));
    if (slugs) expect(found).toEqual(slugs);
    expect(result.count).toBe(shown ?? slugs?.length);
  });

  test('a blank query gives back the same sections', () => {
    expect(searchMenuSections(sections, '', index).sections).toBe(sections);
  });
});

describe('dishSearchTerms', () => {
  const soup = document.menu?.sections[0]?.dishes[0];
  if (!soup) throw new Error('The fixture has the soup first');

  test('ingredient words without quantities and without what the card shows', () => {
    const terms = dishSearchTerms(soup).split(' ');
    expect(terms).toContain('usturoi');
    expect(terms).toContain('telina');
    // In the name or the description already.
    expect(terms).not.toContain('burta');
    expect(terms).not.toContain('smantana');
    // Quantities and units are no ingredient.
    expect(terms).not.toContain('250');
    expect(terms).not.toContain('ml');
    expect(terms).not.toContain('g');
    expect(new Set(terms).size).toBe(terms.length);
  });
});
