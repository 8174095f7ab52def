import { describe, expect, test } from 'vitest';
import { menuFixture } from './_lib/menuFixture';
import { restaurantJsonLd } from './restaurantJsonLd';
import { createSiteUrls } from './siteUrls';

const urls = createSiteUrls('https://menu.valorinutritionale.ro', 'hu');

describe('restaurantJsonLd', () => {
  test('describes the restaurant with what the document knows, and its menus', () => {
    const { hasMenu, ...restaurant } = restaurantJsonLd(menuFixture(), urls);
    expect(restaurant).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': 'https://menu.valorinutritionale.ro/hu/restaurant/bistro-somes#restaurant',
      name: 'Bistro Someș',
      url: 'https://menu.valorinutritionale.ro/hu/restaurant/bistro-somes',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Strada Memorandumului 12, Cluj-Napoca 400114',
        addressLocality: 'Cluj-Napoca',
      },
      telephone: '+40 264 123 456',
      image: 'https://menu.valorinutritionale.ro/api/media/file/bistro-somes-cover-1600x600.webp',
      logo: 'https://menu.valorinutritionale.ro/api/media/file/bistro-somes-logo-192x192.png',
      sameAs: [
        'https://www.facebook.com/bistrosomes',
        'https://www.instagram.com/bistrosomes/',
        'https://bistrosomes.ro',
      ],
      hasMap: 'https://maps.google.com/?q=Bistro+Somes+Cluj-Napoca',
      acceptsReservations: 'https://bistrosomes.ro/rezervari',
    });
    expect((hasMenu as { name: string }[]).map((menu) => menu.name)).toEqual([
      'Meniu',
      'Meniul zilei',
    ]);
  });

  test('leaves out the address line, phone, images and links it does not have', () => {
    const document = menuFixture();
    const { slug, name, city, defaultLocale, locales, currency, brandKey } = document.restaurant;
    document.restaurant = {
      slug,
      name,
      city,
      defaultLocale,
      locales,
      currency,
      brandKey,
      links: {},
    };
    const { hasMenu: _menus, ...restaurant } = restaurantJsonLd(document, urls);
    expect(restaurant).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': 'https://menu.valorinutritionale.ro/hu/restaurant/bistro-somes#restaurant',
      name: 'Bistro Someș',
      url: 'https://menu.valorinutritionale.ro/hu/restaurant/bistro-somes',
      address: { '@type': 'PostalAddress', addressLocality: 'Cluj-Napoca' },
    });
  });

  test('takes the logo as its image when there is no cover', () => {
    const document = menuFixture();
    delete document.restaurant.cover;
    expect(restaurantJsonLd(document, urls).image).toBe(
      'https://menu.valorinutritionale.ro/api/media/file/bistro-somes-logo-192x192.png',
    );
  });
});
