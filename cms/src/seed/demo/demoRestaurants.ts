import type { Restaurant, Subscription } from '../../payload-types';
import { demoBistro, demoExpired, demoPrivate } from './data';
import type { DemoRestaurantData } from './data/types';

/** Where a demo subscription stands on the day of the seed. */
export type DemoSubscriptionState = 'active' | 'ended';

export interface DemoRestaurant {
  brandKey: string;
  data: Pick<
    Restaurant,
    | 'name'
    | 'slug'
    | 'city'
    | 'address'
    | 'phone'
    | 'links'
    | 'specifics'
    | 'publicMenu'
    | 'defaultLocale'
    | 'offeredLocales'
    | 'currency'
  > & { slug: string };
  subscription: { plan: Subscription['plan']; state: DemoSubscriptionState };
  content: DemoRestaurantData;
  /** Colours of the generated logo and cover. */
  colors: { primary: string; secondary: string };
}

const osm = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=18/${lat}/${lon}`;

/**
 * The three demo locations, one per state a public menu can be in: served (demo-bistro), no
 * subscription (demo-expired) and no public menu (demo-private). Links other than the map point
 * at example.com: a demo must not send diners to someone's real page.
 */
export const DEMO_RESTAURANTS: DemoRestaurant[] = [
  {
    brandKey: 'nutrischeme',
    data: {
      name: 'Demo Bistro',
      slug: 'demo-bistro',
      city: 'Cluj-Napoca',
      address: 'Piața Unirii 1, Cluj-Napoca',
      phone: '+40 264 000 001',
      links: {
        facebook: 'https://example.com/demo-bistro/facebook',
        instagram: 'https://example.com/demo-bistro/instagram',
        map: osm(46.7696, 23.5897),
        review: 'https://example.com/demo-bistro/review',
        website: 'https://example.com/demo-bistro',
        reservation: 'https://example.com/demo-bistro/reservation',
      },
      specifics: ['traditional', 'international', 'pizza', 'terrace', 'delivery'],
      publicMenu: true,
      defaultLocale: 'ro',
      // Cluj-Napoca has a large Hungarian-speaking community.
      offeredLocales: ['ro', 'en', 'hu'],
      currency: 'RON',
    },
    subscription: { plan: 'premium', state: 'active' },
    content: demoBistro,
    colors: { primary: '#b5442f', secondary: '#f6e7c8' },
  },
  {
    brandKey: 'valorinutritionale',
    data: {
      name: 'Casa Bănățeană',
      slug: 'demo-expired',
      city: 'Timișoara',
      address: 'Piața Victoriei 2, Timișoara',
      phone: '+40 256 000 002',
      links: {
        map: osm(45.7538, 21.2257),
        website: 'https://example.com/demo-expired',
      },
      specifics: ['traditional', 'pub'],
      publicMenu: true,
      defaultLocale: 'ro',
      offeredLocales: ['ro', 'en'],
      currency: 'RON',
    },
    subscription: { plan: 'standard', state: 'ended' },
    content: demoExpired,
    colors: { primary: '#2f6690', secondary: '#e8eef2' },
  },
  {
    brandKey: 'valorinutritionale',
    data: {
      name: 'Hanul Moldovenesc',
      slug: 'demo-private',
      city: 'Iași',
      address: 'Bulevardul Ștefan cel Mare și Sfânt 3, Iași',
      phone: '+40 232 000 003',
      links: {
        map: osm(47.1647, 27.5802),
        website: 'https://example.com/demo-private',
      },
      specifics: ['traditional', 'fine_dining'],
      publicMenu: false,
      defaultLocale: 'ro',
      offeredLocales: ['ro', 'en'],
      currency: 'RON',
    },
    subscription: { plan: 'trial', state: 'active' },
    content: demoPrivate,
    colors: { primary: '#6a4c93', secondary: '#f1ecf7' },
  },
];
