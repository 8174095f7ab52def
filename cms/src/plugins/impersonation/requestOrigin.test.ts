import { describe, expect, test } from 'vitest';
import { requestOrigin } from './requestOrigin';

const rows: { case: string; headers: Record<string, string>; expected: object }[] = [
  {
    case: 'the address Next.js puts in X-Forwarded-For',
    headers: { 'x-forwarded-for': '::1', 'user-agent': 'Firefox/140' },
    expected: { ip: '::1', userAgent: 'Firefox/140' },
  },
  {
    case: 'a proxy chain, kept whole with the nearest hop last',
    headers: { 'x-forwarded-for': '203.0.113.7 ,10.0.0.2', 'user-agent': 'Chrome' },
    expected: { ip: '203.0.113.7, 10.0.0.2', userAgent: 'Chrome' },
  },
  {
    case: 'X-Real-IP when there is no X-Forwarded-For',
    headers: { 'x-real-ip': '198.51.100.1' },
    expected: { ip: '198.51.100.1', userAgent: 'unknown' },
  },
  { case: 'nothing known', headers: {}, expected: { ip: 'unknown', userAgent: 'unknown' } },
];

describe('requestOrigin', () => {
  test.each(rows)('$case', ({ headers, expected }) => {
    expect(requestOrigin(new Headers(headers))).toEqual(expected);
  });

  test('cuts very long values', () => {
    const origin = requestOrigin(new Headers({ 'user-agent': 'x'.repeat(2000) }));
    expect(origin.userAgent).toHaveLength(500);
  });
});
