import { createTranslator, en } from '@nutrimenu/core/messages';
import { ro } from '@nutrimenu/core/messages/ro';
import { describe, expect, test } from 'vitest';
import { menuFixture } from './_lib/menuFixture';
import { menuMeta } from './menuMeta';
import { createSiteUrls } from './siteUrls';

const context = { t: createTranslator('ro', ro), brand: null };

describe('menuMeta', () => {
  test('titles and describes the menu in the page locale, with the restaurant locales for hreflang', () => {
    const meta = menuMeta(menuFixture(), context);
    expect(meta).toMatchObject({
      title: 'Bistro Someș – Meniu',
      description:
        'Bistro Someș, Cluj-Napoca: meniul cu ingrediente, alergeni și valori nutriționale la 100 g și pe porție.',
      canonicalPath: '/restaurant/bistro-somes',
      locales: ['ro', 'en', 'hu'],
      defaultLocale: 'ro',
    });
    expect(meta.noindex).toBeUndefined();
    expect(meta.jsonLd?.(createSiteUrls('https://h.example', 'ro'))).toMatchObject({
      '@type': 'Restaurant',
      name: 'Bistro Someș',
    });
  });

  test('describes the menu in English on an English page', () => {
    const meta = menuMeta(menuFixture(), { t: createTranslator('en', en), brand: null });
    expect(meta.description).toBe(
      'Bistro Someș, Cluj-Napoca: the menu with ingredients, allergens and nutrition values per 100 g and per portion.',
    );
  });

  test('makes a secondary menu canonical at its own path', () => {
    const document = menuFixture();
    document.menu = { slug: 'meniul-zilei', name: 'Meniul zilei', sections: [] };
    expect(menuMeta(document, context).canonicalPath).toBe('/restaurant/bistro-somes/meniul-zilei');
  });

  test('keeps a menu notice out of search results, without structured data', () => {
    const meta = menuMeta({ ...menuFixture(), state: 'no-public-menu', menu: null }, context);
    expect(meta.title).toBe('Bistro Someș');
    expect(meta.noindex).toBe(true);
    expect(meta.jsonLd).toBeUndefined();
  });
});
