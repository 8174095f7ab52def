import listing from '@nutrimenu/core/contract/__fixtures__/restaurantListing.example.json' with {
  type: 'json',
};
import { createTranslator, en } from '@nutrimenu/core/messages';
import { ro } from '@nutrimenu/core/messages/ro';
import { describe, expect, test } from 'vitest';
import { listingTitle } from './listingTitle';

const t = createTranslator('en', en);

describe('listingTitle', () => {
  test.each([
    ['no filter', [], [], 'Restaurants'],
    ['one city, by its name', ['targu-mures'], [], 'Restaurants in Târgu Mureș'],
    ['two cities', ['cluj-napoca', 'oradea'], [], 'Restaurants in Cluj-Napoca or Oradea'],
    ['a specific', [], ['bucatarie-romaneasca'], 'Restaurants: Bucătărie românească'],
    ['both', ['oradea'], ['bistro', 'cafenea'], 'Restaurants in Oradea: Bistro or Cafenea'],
    ['a slug the listing does not name', ['sibiu'], [], 'Restaurants in sibiu'],
  ])('%s', (_label, cities, specifics, expected) => {
    expect(listingTitle(listing, { cities, specifics }, t, 'en')).toBe(expected);
  });

  test("follows the page's locale", () => {
    const title = listingTitle(
      listing,
      { cities: ['cluj-napoca', 'oradea'], specifics: [] },
      createTranslator('ro', ro),
      'ro',
    );
    expect(title).toBe(ro['restaurants.byCity.title'].replace('{city}', 'Cluj-Napoca sau Oradea'));
  });
});
