import { describe, expect, test } from 'vitest';
import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  test.each([
    { label: 'escapes an ampersand', text: 'Fish & chips', expected: 'Fish &amp; chips' },
    { label: 'escapes a less-than sign', text: '<script>', expected: '&lt;script&gt;' },
    { label: 'escapes a greater-than sign', text: '2 > 1', expected: '2 &gt; 1' },
    { label: 'escapes a double quote', text: 'the "best"', expected: 'the &quot;best&quot;' },
    { label: 'escapes a single quote', text: "Chef's", expected: 'Chef&#39;s' },
    {
      label: 'escapes every special character in one string',
      text: `<a href="x">Tom & Jerry's</a>`,
      expected: '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    },
    {
      label: 'escapes already-escaped input again, as text',
      text: '&amp; &lt;b&gt; &#39;',
      expected: '&amp;amp; &amp;lt;b&amp;gt; &amp;#39;',
    },
    {
      label: 'leaves plain and non-ASCII text alone',
      text: 'Ciorbă de burtă',
      expected: 'Ciorbă de burtă',
    },
    { label: 'leaves the empty string empty', text: '', expected: '' },
  ])('$label', ({ text, expected }) => {
    expect(escapeHtml(text)).toBe(expected);
  });
});
