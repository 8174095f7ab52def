import { describe, expect, test } from 'vitest';
import { robotsTxt } from './robotsTxt';

describe('robotsTxt', () => {
  test('allows everything but query URLs and names the sitemap on the same host', () => {
    expect(robotsTxt('https://menu.nutrischeme.com')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /*?\nDisallow: /healthz\n\nSitemap: https://menu.nutrischeme.com/sitemap.xml\n',
    );
  });

  test('names no sitemap without a usable origin', () => {
    expect(robotsTxt(null)).toBe('User-agent: *\nAllow: /\nDisallow: /*?\nDisallow: /healthz\n');
  });
});
