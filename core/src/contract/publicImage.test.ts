import { describe, expect, test } from 'vitest';
import { publicImageSchema } from './publicImage';

const image = { url: 'https://cdn.example.ro/media/ciorba.webp', width: 800, height: 600, alt: '' };

describe('publicImageSchema', () => {
  test.each([
    { label: 'an absolute https URL', url: 'https://cdn.example.ro/media/ciorba.webp' },
    {
      label: 'an absolute http URL on localhost',
      url: 'http://localhost:3000/api/media/file/a.jpg',
    },
    { label: 'a root-relative path', url: '/api/media/file/ciorba-800x600.webp' },
    { label: 'a root-relative path with a query', url: '/media/a.webp?v=3' },
  ])('accepts $label', ({ url }) => {
    expect(publicImageSchema.safeParse({ ...image, url }).success).toBe(true);
  });

  test.each([
    {
      label: 'a protocol-relative URL',
      value: { ...image, url: '//evil.example/a.png' },
      path: ['url'],
    },
    { label: 'a javascript: URL', value: { ...image, url: 'javascript:alert(1)' }, path: ['url'] },
    { label: 'a data: URL', value: { ...image, url: 'data:image/png;base64,AAAA' }, path: ['url'] },
    { label: 'a relative path', value: { ...image, url: 'media/a.png' }, path: ['url'] },
    { label: 'a path with a space', value: { ...image, url: '/media/a b.png' }, path: ['url'] },
    { label: 'a zero width', value: { ...image, width: 0 }, path: ['width'] },
    { label: 'a fractional height', value: { ...image, height: 600.5 }, path: ['height'] },
    { label: 'a missing alt', value: { url: image.url, width: 1, height: 1 }, path: ['alt'] },
    { label: 'an extra field', value: { ...image, title: 'x' }, path: [] },
    {
      label: 'a width rendition with a javascript: URL',
      value: { ...image, widths: [{ url: 'javascript:alert(1)', width: 1, height: 1 }] },
      path: ['widths', 0, 'url'],
    },
    {
      label: 'a square crop without its size',
      value: { ...image, square: { url: image.url, height: 320 } },
      path: ['square', 'width'],
    },
  ])('refuses $label at its path', ({ value, path }) => {
    const issues = publicImageSchema.safeParse(value).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([path]);
  });

  test('accepts AVIF renditions, and refuses one without its size', () => {
    const avif = {
      widths: [{ url: '/api/media/file/ciorba-768x576.avif', width: 768, height: 576 }],
      square: { url: '/api/media/file/ciorba-320x320.avif', width: 320, height: 320 },
    };
    expect(publicImageSchema.parse({ ...image, avif })).toEqual({ ...image, avif });
    const unsized = { ...image, avif: { widths: [{ url: avif.square.url, width: 320 }] } };
    expect(publicImageSchema.safeParse(unsized).error?.issues[0]?.path).toEqual([
      'avif',
      'widths',
      0,
      'height',
    ]);
  });

  test('accepts renditions at other widths and a square crop', () => {
    const value = {
      ...image,
      widths: [{ url: '/api/media/file/ciorba-1600x1200.webp', width: 1600, height: 1200 }],
      square: { url: '/api/media/file/ciorba-320x320.webp', width: 320, height: 320 },
    };
    expect(publicImageSchema.parse(value)).toEqual(value);
  });
});
