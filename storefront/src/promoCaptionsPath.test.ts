import { LOCALES } from '@nutrimenu/core/locale';
import { describe, expect, test } from 'vitest';
import { captionsFileLocale, promoCaptionsPath } from './promoCaptionsPath';

describe('promoCaptionsPath', () => {
  test.each(LOCALES)('%s round-trips through its file name', (locale) => {
    const file = promoCaptionsPath(locale).split('/').pop() ?? '';
    expect(captionsFileLocale(file)).toBe(locale);
  });
});

describe('captionsFileLocale', () => {
  test.each(['pl.vtt', 'ro.srt', 'ro', 'RO.vtt', 'ro.vtt.vtt', '../ro.vtt', '', 'ro.vtt?x'])(
    'refuses %j',
    (file) => {
      expect(captionsFileLocale(file)).toBeNull();
    },
  );
});
