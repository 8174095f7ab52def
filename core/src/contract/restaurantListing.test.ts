import { describe, expect, test } from 'vitest';
import example from './__fixtures__/restaurantListing.example.json';
import { type RestaurantListing, restaurantListingSchema } from './restaurantListing';

const copy = (): RestaurantListing => structuredClone(restaurantListingSchema.parse(example));

const broken = (mutate: (listing: RestaurantListing) => void) => {
  const listing = copy();
  mutate(listing);
  return listing;
};

describe('restaurantListingSchema', () => {
  test.each<{ label: string; listing: unknown }>([
    { label: 'the example listing', listing: example },
    {
      label: 'an empty listing',
      listing: {
        locale: 'hu',
        cities: [],
        specifics: [],
        restaurants: [],
        page: 1,
        pageSize: 60,
        total: 0,
        pageCount: 0,
      },
    },
  ])('accepts $label', ({ listing }) => {
    expect(restaurantListingSchema.safeParse(listing).error?.issues ?? []).toEqual([]);
  });

  test.each<{ label: string; listing: unknown; path: PropertyKey[] }>([
    { label: 'an unsupported locale', listing: { ...copy(), locale: 'pl' }, path: ['locale'] },
    { label: 'a page 0', listing: { ...copy(), page: 0 }, path: ['page'] },
    { label: 'a page over 1000 long', listing: { ...copy(), pageSize: 1001 }, path: ['pageSize'] },
    {
      label: 'a negative count',
      listing: broken((listing) => {
        if (listing.cities[0]) listing.cities[0].count = -1;
      }),
      path: ['cities', 0, 'count'],
    },
    {
      label: 'a fractional count',
      listing: broken((listing) => {
        if (listing.specifics[1]) listing.specifics[1].count = 1.5;
      }),
      path: ['specifics', 1, 'count'],
    },
    {
      label: 'a city slug with a diacritic',
      listing: broken((listing) => {
        if (listing.restaurants[3]) listing.restaurants[3].citySlug = 'târgu-mureș';
      }),
      path: ['restaurants', 3, 'citySlug'],
    },
    {
      label: 'a specific key in snake case',
      listing: broken((listing) => {
        if (listing.restaurants[0]) listing.restaurants[0].specifics = ['bucatarie_romaneasca'];
      }),
      path: ['restaurants', 0, 'specifics', 0],
    },
    {
      label: 'a city listed twice',
      listing: broken((listing) => {
        listing.cities.push({ slug: 'oradea', name: 'Oradea', count: 1 });
      }),
      path: ['cities', 3, 'slug'],
    },
    {
      label: 'a specific listed twice',
      listing: broken((listing) => {
        listing.specifics.push({ key: 'bistro', name: 'Bistro', count: 2 });
      }),
      path: ['specifics', 4, 'key'],
    },
    {
      label: 'a restaurant listed twice',
      listing: broken((listing) => {
        const first = listing.restaurants[0];
        if (first) listing.restaurants.push(first);
      }),
      path: ['restaurants', 4, 'slug'],
    },
    {
      label: 'a logo with a javascript: URL',
      listing: broken((listing) => {
        if (listing.restaurants[0]?.logo) listing.restaurants[0].logo.url = 'javascript:void(0)';
      }),
      path: ['restaurants', 0, 'logo', 'url'],
    },
    {
      label: 'a missing hasPublicMenu',
      listing: broken((listing) => {
        Reflect.deleteProperty(listing.restaurants[1] ?? {}, 'hasPublicMenu');
      }),
      path: ['restaurants', 1, 'hasPublicMenu'],
    },
    {
      label: 'a missing brandKey',
      listing: broken((listing) => {
        Reflect.deleteProperty(listing.restaurants[2] ?? {}, 'brandKey');
      }),
      path: ['restaurants', 2, 'brandKey'],
    },
    {
      label: 'a brandKey that is not a slug',
      listing: broken((listing) => {
        if (listing.restaurants[1]) listing.restaurants[1].brandKey = 'Nutri Scheme';
      }),
      path: ['restaurants', 1, 'brandKey'],
    },
    {
      label: 'an extra field on a restaurant',
      listing: broken((listing) => {
        Object.assign(listing.restaurants[0] ?? {}, { rating: 5 });
      }),
      path: ['restaurants', 0],
    },
  ])('refuses $label at its path', ({ listing, path }) => {
    const issues = restaurantListingSchema.safeParse(listing).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([path]);
  });
});
