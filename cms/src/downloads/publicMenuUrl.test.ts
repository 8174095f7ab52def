import { describe, expect, test } from 'vitest';
import { publicMenuUrl } from './publicMenuUrl';

const storefrontUrl = 'http://localhost:8080';

describe('publicMenuUrl', () => {
  test.each([
    {
      name: 'the first public host of the brand, over https',
      hosts: ['menu.nutrischeme.localhost', 'menu.nutrischeme.com', 'menu.other.com'],
      demo: false,
      url: 'https://menu.nutrischeme.com/restaurant/demo-bistro',
    },
    {
      name: 'a host written with capitals, a port-less trailing dot',
      hosts: ['Menu.Example.RO.'],
      demo: false,
      url: 'https://menu.example.ro/restaurant/demo-bistro',
    },
    {
      name: 'the storefront when the brand has only local hosts',
      hosts: ['localhost', 'menu.x.localhost', '127.0.0.1', '[::1]'],
      demo: false,
      url: 'http://localhost:8080/restaurant/demo-bistro',
    },
    {
      name: 'the storefront for a brand without hosts',
      hosts: [],
      demo: false,
      url: 'http://localhost:8080/restaurant/demo-bistro',
    },
    {
      name: 'the storefront in demo mode, whose brand hosts are made up',
      hosts: ['menu.nutrischeme.localhost', 'menu.nutrischeme.com'],
      demo: true,
      url: 'http://localhost:8080/restaurant/demo-bistro',
    },
  ])('$name', ({ hosts, demo, url }) => {
    expect(
      publicMenuUrl({ restaurantSlug: 'demo-bistro', brandHosts: hosts, storefrontUrl, demo }),
    ).toBe(url);
  });

  test('a storefront URL with a path and a trailing slash', () => {
    expect(
      publicMenuUrl({
        restaurantSlug: 'demo-bistro',
        brandHosts: [],
        storefrontUrl: 'https://example.com/menus/',
        demo: true,
      }),
    ).toBe('https://example.com/menus/restaurant/demo-bistro');
  });
});
