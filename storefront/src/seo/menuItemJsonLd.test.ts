import { describe, expect, test } from 'vitest';
import { fixtureDish, menuFixture } from './_lib/menuFixture';
import { menuItemJsonLd } from './menuItemJsonLd';
import { createSiteUrls } from './siteUrls';

const { restaurant } = menuFixture();
const urls = createSiteUrls('https://menu.valorinutritionale.ro', 'en');
const DISH_URL =
  'https://menu.valorinutritionale.ro/en/restaurant/bistro-somes/recipes/ciorba-de-burta';

describe('menuItemJsonLd', () => {
  test('describes a dish of the menu with its page, image, price, nutrition and no diet', () => {
    expect(menuItemJsonLd(fixtureDish('ciorba-de-burta'), { restaurant, urls })).toEqual({
      '@type': 'MenuItem',
      '@id': DISH_URL,
      name: 'Ciorbă de burtă',
      description:
        'Ciorbă tradițională, acrită cu oțet de vin și dreasă cu smântână și gălbenuș. Se servește cu ardei iute și pâine de casă.',
      url: DISH_URL,
      image: 'https://menu.valorinutritionale.ro/api/media/file/ciorba-de-burta-800x600.webp',
      offers: { '@type': 'Offer', price: 28, priceCurrency: 'RON' },
      nutrition: {
        '@type': 'NutritionInformation',
        servingSize: '405 g',
        calories: '240 kcal',
        fatContent: '16 g',
        saturatedFatContent: '7.9 g',
        carbohydrateContent: '5.3 g',
        sugarContent: '2.9 g',
        fiberContent: '1.0 g',
        proteinContent: '19 g',
        sodiumContent: '1127 mg',
      },
    });
  });

  test('on the dish page adds the context and names the restaurant as the seller', () => {
    const item = menuItemJsonLd(fixtureDish('ciorba-de-burta'), {
      restaurant,
      urls,
      standalone: true,
    });
    expect(item['@context']).toBe('https://schema.org');
    expect(item.offers).toEqual({
      '@type': 'Offer',
      price: 28,
      priceCurrency: 'RON',
      offeredBy: {
        '@type': 'Restaurant',
        '@id': 'https://menu.valorinutritionale.ro/en/restaurant/bistro-somes#restaurant',
        name: 'Bistro Someș',
        url: 'https://menu.valorinutritionale.ro/en/restaurant/bistro-somes',
      },
    });
  });

  test('leaves out what the dish does not have, and declares its diets', () => {
    const item = menuItemJsonLd(fixtureDish('limonada-cu-menta'), { restaurant, urls });
    expect(Object.keys(item)).toEqual([
      '@type',
      '@id',
      'name',
      'url',
      'offers',
      'nutrition',
      'suitableForDiet',
    ]);
    expect(item.suitableForDiet).toEqual(['https://schema.org/VegetarianDiet']);
  });

  test('gives no price without one; on the dish page the offer still names the seller', () => {
    const dish = { ...fixtureDish('limonada-cu-menta'), price: null };
    expect(menuItemJsonLd(dish, { restaurant, urls }).offers).toBeUndefined();
    expect(menuItemJsonLd(dish, { restaurant, urls, standalone: true }).offers).toEqual({
      '@type': 'Offer',
      offeredBy: expect.objectContaining({ '@type': 'Restaurant', name: 'Bistro Someș' }),
    });
  });
});
