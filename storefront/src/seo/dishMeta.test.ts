import { createTranslator, en } from '@nutrimenu/core/messages';
import { describe, expect, test } from 'vitest';
import { fixtureDish, menuFixture } from './_lib/menuFixture';
import { dishMeta } from './dishMeta';
import { createSiteUrls } from './siteUrls';

const context = { t: createTranslator('en', en), brand: null };
const { restaurant } = menuFixture();

describe('dishMeta', () => {
  test("titles the page with the dish and restaurant and describes it with the dish's text", () => {
    const dish = fixtureDish('ciorba-de-burta');
    const meta = dishMeta({ restaurant, dish }, context);
    expect(meta).toMatchObject({
      title: 'Ciorbă de burtă – Bistro Someș',
      description: dish.description,
      canonicalPath: '/restaurant/bistro-somes/recipes/ciorba-de-burta',
      locales: ['ro', 'en', 'hu'],
      defaultLocale: 'ro',
    });
    expect(meta.jsonLd?.(createSiteUrls('https://h.example', 'en'))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MenuItem',
      '@id': 'https://h.example/en/restaurant/bistro-somes/recipes/ciorba-de-burta',
    });
  });

  test('describes a dish without a text by what the page shows', () => {
    const meta = dishMeta({ restaurant, dish: fixtureDish('limonada-cu-menta') }, context);
    expect(meta.description).toBe(
      'Limonadă cu mentă at Bistro Someș: ingredients, allergens and nutrition values per 100 g and per portion.',
    );
  });
});
