import { describe, expect, test } from 'vitest';
import {
  brandForHost,
  DEFAULT_THEME_COLOR,
  type PublicBrand,
  type PublicBrandInput,
  publicBrandListSchema,
  publicBrandSchema,
} from './brand';

const scheme: PublicBrand = {
  key: 'nutrischeme',
  name: 'NutriScheme',
  companyName: 'NutriScheme SRL',
  hosts: ['menu.nutrischeme.com'],
  homeUrl: 'https://nutrischeme.com',
  themeColor: '#1e7b4f',
  icons: {
    small32: '/brands/nutrischeme/favicon-32x32.png',
    big192: '/brands/nutrischeme/icon-192x192.png',
    apple: '/brands/nutrischeme/apple-touch-icon.png',
    ms: null,
  },
  shareImage: 'https://nutrischeme.com/share.jpg',
  promoVideo: null,
  contact: { email: 'contact@nutrischeme.com' },
  isFallback: false,
};

const romanian: PublicBrand = {
  key: 'valori-nutritionale',
  name: 'Valori Nutriționale',
  companyName: 'Valori Nutriționale SRL',
  hosts: ['meniu.valorinutritionale.ro', 'menu.valorinutritionale.ro'],
  homeUrl: 'https://valorinutritionale.ro',
  themeColor: DEFAULT_THEME_COLOR,
  icons: { small32: null, big192: null, apple: null, ms: null },
  shareImage: null,
  promoVideo: 'https://valorinutritionale.ro/media/prezentare.mp4',
  contact: {
    email: 'contact@valorinutritionale.ro',
    phone: '+40 721 000 000',
    address: 'Cluj-Napoca',
  },
  isFallback: true,
};

const brands = [scheme, romanian];

describe('publicBrandSchema', () => {
  test('accepts both brands as they are', () => {
    expect(publicBrandListSchema.parse(brands)).toEqual(brands);
  });

  test('accepts a promotional video with its poster image', () => {
    const brand = {
      ...romanian,
      promoVideo: '/api/videos/file/prezentare.mp4',
      promoVideoPoster: '/api/media/file/prezentare.webp',
    };
    expect(publicBrandSchema.parse(brand)).toEqual(brand);
  });

  test('accepts the locales in which the video has captions, and their absence', () => {
    const brand = { ...romanian, promoVideoCaptions: ['ro', 'en'] };
    expect(publicBrandSchema.parse(brand).promoVideoCaptions).toEqual(['ro', 'en']);
    expect(publicBrandSchema.parse(romanian)).not.toHaveProperty('promoVideoCaptions');
  });

  test('accepts a 512 px icon, and its absence from older producers', () => {
    const brand = { ...scheme, icons: { ...scheme.icons, large512: '/api/media/file/512.png' } };
    expect(publicBrandSchema.parse(brand).icons.large512).toBe('/api/media/file/512.png');
    expect(publicBrandSchema.parse(scheme).icons).not.toHaveProperty('large512');
    const unsafe = { ...scheme, icons: { ...scheme.icons, large512: 'javascript:alert(1)' } };
    expect(publicBrandSchema.safeParse(unsafe).error?.issues[0]?.path).toEqual([
      'icons',
      'large512',
    ]);
  });

  test('gives #f3f3f3 to a brand without a theme colour', () => {
    const { themeColor: _, ...input } = scheme;
    expect(publicBrandSchema.parse(input satisfies PublicBrandInput).themeColor).toBe('#f3f3f3');
  });

  test('stores hosts in lower case', () => {
    const parsed = publicBrandSchema.parse({ ...scheme, hosts: ['Menu.NutriScheme.COM'] });
    expect(parsed.hosts).toEqual(['menu.nutrischeme.com']);
  });

  test.each<{ label: string; brand: unknown; path: PropertyKey[] }>([
    {
      label: 'a three-digit colour',
      brand: { ...scheme, themeColor: '#f3f' },
      path: ['themeColor'],
    },
    { label: 'a colour name', brand: { ...scheme, themeColor: 'green' }, path: ['themeColor'] },
    {
      label: 'a host with a port',
      brand: { ...scheme, hosts: ['menu.nutrischeme.com:443'] },
      path: ['hosts', 0],
    },
    {
      label: 'a host given as a URL',
      brand: { ...scheme, hosts: ['https://menu.nutrischeme.com'] },
      path: ['hosts', 0],
    },
    {
      label: 'a home address without a scheme',
      brand: { ...scheme, homeUrl: 'nutrischeme.com' },
      path: ['homeUrl'],
    },
    {
      label: 'an icon at a protocol-relative URL',
      brand: { ...scheme, icons: { ...scheme.icons, ms: '//cdn.example/ms.png' } },
      path: ['icons', 'ms'],
    },
    {
      label: 'a missing icon instead of null',
      brand: { ...scheme, icons: { small32: null, big192: null, apple: null } },
      path: ['icons', 'ms'],
    },
    {
      label: 'captions in an unknown locale',
      brand: { ...romanian, promoVideoCaptions: ['ro', 'pl'] },
      path: ['promoVideoCaptions', 1],
    },
    {
      label: 'captions listed twice in one locale',
      brand: { ...romanian, promoVideoCaptions: ['en', 'ro', 'en'] },
      path: ['promoVideoCaptions', 2],
    },
    {
      label: 'a poster at a javascript: URL',
      brand: { ...scheme, promoVideoPoster: 'javascript:alert(1)' },
      path: ['promoVideoPoster'],
    },
    {
      label: 'a share image with a ftp: URL',
      brand: { ...scheme, shareImage: 'ftp://x.ro/a.jpg' },
      path: ['shareImage'],
    },
    {
      label: 'a malformed e-mail',
      brand: { ...scheme, contact: { email: 'contact@' } },
      path: ['contact', 'email'],
    },
    { label: 'a key with spaces', brand: { ...scheme, key: 'Nutri Scheme' }, path: ['key'] },
    { label: 'an extra field', brand: { ...scheme, secretKey: 'x' }, path: [] },
  ])('refuses $label at its path', ({ brand, path }) => {
    const issues = publicBrandSchema.safeParse(brand).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([path]);
  });
});

describe('publicBrandListSchema', () => {
  test.each<{ label: string; list: unknown; path: PropertyKey[] }>([
    {
      label: 'a list without a fallback',
      list: [scheme, { ...romanian, isFallback: false }],
      path: [],
    },
    {
      label: 'two fallbacks',
      list: [{ ...scheme, isFallback: true }, romanian],
      path: [1, 'isFallback'],
    },
    {
      label: 'a host served by two brands',
      list: [
        scheme,
        { ...romanian, hosts: ['meniu.valorinutritionale.ro', 'MENU.nutrischeme.com'] },
      ],
      path: [1, 'hosts', 1],
    },
    {
      label: 'a key used twice',
      list: [scheme, { ...romanian, key: 'nutrischeme' }],
      path: [1, 'key'],
    },
  ])('refuses $label', ({ list, path }) => {
    const issues = publicBrandListSchema.safeParse(list).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([path]);
  });
});

describe('brandForHost', () => {
  test.each<{ label: string; host: string | null | undefined; key: string }>([
    { label: 'an exact host', host: 'menu.nutrischeme.com', key: 'nutrischeme' },
    {
      label: 'the second host of a brand',
      host: 'menu.valorinutritionale.ro',
      key: 'valori-nutritionale',
    },
    { label: 'a host in another case', host: 'Menu.NutriScheme.COM', key: 'nutrischeme' },
    { label: 'a host with a port', host: 'menu.nutrischeme.com:8443', key: 'nutrischeme' },
    { label: 'a host with a trailing root dot', host: 'menu.nutrischeme.com.', key: 'nutrischeme' },
    { label: 'a host with spaces around it', host: ' menu.nutrischeme.com ', key: 'nutrischeme' },
    { label: 'an unknown host', host: 'localhost:5173', key: 'valori-nutritionale' },
    {
      label: 'a subdomain of a known host',
      host: 'www.menu.nutrischeme.com',
      key: 'valori-nutritionale',
    },
    {
      label: 'a parent domain of a known host',
      host: 'nutrischeme.com',
      key: 'valori-nutritionale',
    },
    { label: 'an IPv6 host with a port', host: '[::1]:3000', key: 'valori-nutritionale' },
    { label: 'an empty host', host: '', key: 'valori-nutritionale' },
    { label: 'no Host header', host: undefined, key: 'valori-nutritionale' },
    { label: 'a null host', host: null, key: 'valori-nutritionale' },
  ])('picks the right brand for $label', ({ host, key }) => {
    expect(brandForHost(brands, host).key).toBe(key);
  });

  test('matches hosts a brand lists in another case', () => {
    const upper = { ...scheme, hosts: ['MENU.NUTRISCHEME.COM'] };
    expect(brandForHost([upper, romanian], 'menu.nutrischeme.com')).toBe(upper);
  });

  test('returns the given object, so callers keep their own brand records', () => {
    const records = [{ id: 7, hosts: ['a.example'], isFallback: true }];
    expect(brandForHost(records, 'a.example')).toBe(records[0]);
  });

  test.each([
    { label: 'an unknown host', host: 'unknown.example' },
    { label: 'a known host', host: 'menu.nutrischeme.com' },
  ])('throws for $label when no brand is the fallback', ({ host }) => {
    expect(() => brandForHost([scheme, { ...romanian, isFallback: false }], host)).toThrow(
      'No brand is marked as the fallback for unknown hosts',
    );
  });

  test('throws for an empty brand list', () => {
    expect(() => brandForHost([], 'menu.nutrischeme.com')).toThrow(Error);
  });
});
