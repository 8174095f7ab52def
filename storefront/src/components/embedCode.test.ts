import { describe, expect, test } from 'vitest';
import { embedCode } from './embedCode';

describe('embedCode', () => {
  test('names the storefront origin, the restaurant and the locale for the default menu', () => {
    expect(
      embedCode({
        origin: 'https://menu.example.ro',
        restaurant: 'demo-bistro',
        locale: 'ro',
        menu: null,
      }),
    ).toEqual({
      script:
        '<script src="https://menu.example.ro/widget.js" data-restaurant="demo-bistro" data-locale="ro" async></script>',
      element: '<nutrimenu-menu restaurant="demo-bistro" locale="ro"></nutrimenu-menu>',
    });
  });

  test('adds the secondary menu and drops a trailing slash of the origin', () => {
    expect(
      embedCode({
        origin: 'http://localhost:8080/',
        restaurant: 'demo-bistro',
        locale: 'en',
        menu: 'meniul-zilei',
      }),
    ).toEqual({
      script:
        '<script src="http://localhost:8080/widget.js" data-restaurant="demo-bistro" data-locale="en" data-menu="meniul-zilei" async></script>',
      element:
        '<nutrimenu-menu restaurant="demo-bistro" locale="en" menu="meniul-zilei"></nutrimenu-menu>',
    });
  });

  test('escapes quotes, ampersands and angle brackets in attribute values', () => {
    const code = embedCode({
      origin: 'http://a"b&c<d',
      restaurant: 'x"><script>',
      locale: 'de',
      menu: null,
    });
    expect(code.script).toBe(
      '<script src="http://a&quot;b&amp;c&lt;d/widget.js" data-restaurant="x&quot;&gt;&lt;script&gt;" data-locale="de" async></script>',
    );
    expect(code.element).toBe(
      '<nutrimenu-menu restaurant="x&quot;&gt;&lt;script&gt;" locale="de"></nutrimenu-menu>',
    );
  });
});
