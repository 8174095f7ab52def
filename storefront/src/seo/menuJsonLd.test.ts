import { describe, expect, test } from 'vitest';
import { menuFixture } from './_lib/menuFixture';
import { menuJsonLd } from './menuJsonLd';
import { createSiteUrls } from './siteUrls';

const urls = createSiteUrls('https://h.example', 'ro');

describe('menuJsonLd', () => {
  test('gives the shown menu with its sections and dishes, then the other menus by URL', () => {
    const [shown, ...others] = menuJsonLd(menuFixture(), urls);
    expect(shown).toMatchObject({
      '@type': 'Menu',
      name: 'Meniu',
      url: 'https://h.example/ro/restaurant/bistro-somes',
      inLanguage: 'ro',
    });
    const sections = shown?.hasMenuSection as { name: string; hasMenuItem: { name: string }[] }[];
    expect(
      sections.map((section) => [section.name, section.hasMenuItem.map((item) => item.name)]),
    ).toEqual([
      ['Ciorbe și feluri principale', ['Ciorbă de burtă', 'Mușchiuleț de porc cu orez & legume']],
      ['Deserturi și băuturi', ['Papanași cu smântână și dulceață de afine', 'Limonadă cu mentă']],
    ]);
    expect(others).toEqual([
      {
        '@type': 'Menu',
        name: 'Meniul zilei',
        url: 'https://h.example/ro/restaurant/bistro-somes/meniul-zilei',
      },
    ]);
  });

  test('names a secondary menu by its own path and leaves out empty sections', () => {
    const document = menuFixture();
    document.menu = {
      slug: 'meniul-zilei',
      name: 'Meniul zilei',
      sections: [{ id: 's', title: 'Gol', dishes: [] }],
    };
    expect(menuJsonLd(document, urls)).toEqual([
      {
        '@type': 'Menu',
        name: 'Meniul zilei',
        url: 'https://h.example/ro/restaurant/bistro-somes/meniul-zilei',
        inLanguage: 'ro',
      },
      { '@type': 'Menu', name: 'Meniu', url: 'https://h.example/ro/restaurant/bistro-somes' },
    ]);
  });

  test('is empty for a document without a menu', () => {
    expect(menuJsonLd({ ...menuFixture(), state: 'no-subscription', menu: null }, urls)).toEqual(
      [],
    );
  });
});
