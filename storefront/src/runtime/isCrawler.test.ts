import { describe, expect, test } from 'vitest';
import { isCrawler } from './isCrawler';

describe('isCrawler', () => {
  test.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    [
      'Lighthouse',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ],
    [
      'the Facebook link preview',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    ],
    ['Google-InspectionTool', 'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)'],
    ['an upper-case marker', 'SOMEBOT/1.0'],
    ['curl', 'curl/8.5.0'],
    ["Node's fetch", 'node'],
  ])('recognises %s', (_label, userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  test.each([
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
    ],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ],
    ['Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'],
    // "bot" inside a phone maker's name: a substring match took these diners for crawlers.
    [
      'a CUBOT phone',
      'Mozilla/5.0 (Linux; Android 10; CUBOT_X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    ],
    [
      'a CUBOT phone (KingKong)',
      'Mozilla/5.0 (Linux; Android 13; KINGKONG 9 Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 CUBOT',
    ],
    [
      'headless Chromium (synthetic checks, browser tests)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    ],
    ['no user agent', undefined],
    ['an empty user agent', ''],
  ])('does not take %s for a crawler', (_label, userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });
});
