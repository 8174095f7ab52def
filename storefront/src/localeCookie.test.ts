import { describe, expect, test } from 'vitest';
import { localeCookie } from './localeCookie';

describe('localeCookie', () => {
  test('saves the locale for 365 days on the whole site, Lax, Secure only on https', () => {
    expect(localeCookie('de', false)).toBe('locale=de;max-age=31536000;path=/;samesite=lax');
    expect(localeCookie('hu', true)).toBe('locale=hu;max-age=31536000;path=/;samesite=lax;secure');
  });
});
