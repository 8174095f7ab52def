import { describe, expect, test } from 'vitest';
import example from './__fixtures__/publicPage.example.json';
import {
  isPageKind,
  PAGE_KINDS,
  type PublicPage,
  publicPageSchema,
  unsafeHtmlReason,
} from './publicPage';

const copy = (): PublicPage => structuredClone(publicPageSchema.parse(example));

describe('publicPageSchema', () => {
  test.each<{ label: string; page: unknown }>([
    { label: 'the example FAQ page', page: example },
    {
      label: 'a help page without items, shown from Romanian',
      page: { ...copy(), kind: 'help', locale: 'de', fallbackLocale: 'ro', items: [] },
    },
    { label: 'a page with an empty body', page: { ...copy(), html: '' } },
  ])('accepts $label', ({ page }) => {
    expect(publicPageSchema.safeParse(page).error?.issues ?? []).toEqual([]);
  });

  test('keeps the example as it is', () => {
    expect(publicPageSchema.parse(example)).toEqual(example);
  });

  test.each<{ label: string; page: unknown; path: PropertyKey[] }>([
    { label: 'an unknown kind', page: { ...copy(), kind: 'about' }, path: ['kind'] },
    { label: 'an unsupported locale', page: { ...copy(), locale: 'pl' }, path: ['locale'] },
    {
      label: 'a fallback to the locale asked for',
      page: { ...copy(), fallbackLocale: 'en' },
      path: ['fallbackLocale'],
    },
    { label: 'an empty title', page: { ...copy(), title: '' }, path: ['title'] },
    { label: 'a brand key with spaces', page: { ...copy(), brandKey: 'V N' }, path: ['brandKey'] },
    {
      label: 'a date without time',
      page: { ...copy(), updatedAt: '2026-11-22' },
      path: ['updatedAt'],
    },
    {
      label: 'a script in the body',
      page: { ...copy(), html: '<p>Hi</p><script>alert(1)</script>' },
      path: ['html'],
    },
    {
      label: 'a javascript: link in an answer',
      page: {
        ...copy(),
        items: [{ question: 'Q?', answerHtml: '<a href="javascript:alert(1)">x</a>' }],
      },
      path: ['items', 0, 'answerHtml'],
    },
    {
      label: 'an empty question',
      page: { ...copy(), items: [{ question: '', answerHtml: '' }] },
      path: ['items', 0, 'question'],
    },
    { label: 'an extra field', page: { ...copy(), draft: true }, path: [] },
  ])('refuses $label at its path', ({ page, path }) => {
    const issues = publicPageSchema.safeParse(page).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([path]);
  });
});

describe('unsafeHtmlReason', () => {
  test.each([
    ['paragraphs, emphasis and line breaks', '<p><strong>a</strong> <em>b</em><br />c</p>'],
    ['headings below the title', '<h2>A</h2><h3>B</h3><h4>C</h4>'],
    ['lists with a start', '<ol start="3"><li>x</li></ol><ul><li>y</li></ul>'],
    [
      'a link opening a new tab',
      '<a href="https://x.ro/?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">x</a>',
    ],
    ['e-mail and phone links', '<a href="mailto:a@x.ro">a</a> <a href="tel:+40 721 000 000">t</a>'],
    ['escaped markup in text', '<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>'],
    ['a quote and a rule', '<blockquote>q</blockquote><hr />'],
    ['no markup at all', 'plain text'],
  ])('accepts %s', (_label, html) => {
    expect(unsafeHtmlReason(html)).toBeNull();
  });

  test.each([
    ['a script', '<script>alert(1)</script>', 'Tag <script> is not allowed'],
    ['an iframe', '<iframe src="https://x.ro"></iframe>', 'Tag <iframe> is not allowed'],
    ['an event handler', '<p onclick="x()">a</p>', 'Attribute onclick on <p> is not allowed'],
    ['an inline style', '<p style="color:red">a</p>', 'Attribute style on <p> is not allowed'],
    [
      'a javascript: link',
      '<a href="javascript:alert(1)">a</a>',
      'Link to a refused address: javascript:alert(1)',
    ],
    [
      'a data: link',
      '<a href="data:text/html,x">a</a>',
      'Link to a refused address: data:text/html,x',
    ],
    [
      'a protocol-relative link',
      '<a href="//evil.example">a</a>',
      'Link to a refused address: //evil.example',
    ],
    ['a relative link', '<a href="/admin">a</a>', 'Link to a refused address: /admin'],
    [
      'a link target other than a new tab',
      '<a href="https://x.ro" target="_parent">a</a>',
      'Link target _parent',
    ],
    [
      'an unquoted attribute',
      '<a href=https://x.ro>a</a>',
      'Markup that is not a plain tag at character 0',
    ],
    ['a comment', '<!-- x -->', 'Markup that is not a plain tag at character 0'],
    [
      'an upper-case tag',
      '<SCRIPT>alert(1)</SCRIPT>',
      'Markup that is not a plain tag at character 0',
    ],
    ['a stray angle bracket', '<p>1 < 2</p>', 'Markup that is not a plain tag at character 5'],
  ])('refuses %s', (_label, html, reason) => {
    expect(unsafeHtmlReason(html)).toBe(reason);
  });
});

describe('isPageKind', () => {
  test.each([...PAGE_KINDS])('accepts %s', (kind) => {
    expect(isPageKind(kind)).toBe(true);
  });

  test.each(['about', 'HELP', '', null, 1])('refuses %s', (value) => {
    expect(isPageKind(value)).toBe(false);
  });
});
