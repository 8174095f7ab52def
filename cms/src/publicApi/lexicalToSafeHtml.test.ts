import { unsafeHtmlReason } from '@nutrimenu/core/contract';
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import { describe, expect, test } from 'vitest';
import { lexicalFromBlocks } from '../seed/demo/lexicalFromBlocks';
import { lexicalToSafeHtml, safeHref } from './lexicalToSafeHtml';

const element = { direction: 'ltr', format: '', indent: 0, version: 1 };
const text = (value: string, format = 0) => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
});
const paragraph = (...children: unknown[]) => ({ ...element, type: 'paragraph', children });
const linkTo = (url: string, extra: Record<string, unknown> = {}) => ({
  ...element,
  type: 'link',
  fields: { linkType: 'custom', url, newTab: false, ...extra },
  children: [text('here')],
});
const state = (...children: unknown[]) =>
  ({ root: { ...element, type: 'root', children } }) as unknown as SerializedEditorState;

describe('lexicalToSafeHtml', () => {
  test('writes paragraphs, headings and lists without classes or styles', () => {
    const html = lexicalToSafeHtml(
      lexicalFromBlocks([
        { h2: 'Allergens' },
        { p: 'They are **in bold** in the ingredients.' },
        { ul: ['One', 'Two'] },
      ]),
    );
    expect(html).toBe(
      '<h2>Allergens</h2><p>They are <strong>in bold</strong> in the ingredients.</p>' +
        '<ul><li>One</li><li>Two</li></ul>',
    );
    expect(unsafeHtmlReason(html)).toBeNull();
  });

  test('escapes text', () => {
    expect(lexicalToSafeHtml(state(paragraph(text('<script>alert("x")</script> & co'))))).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</p>',
    );
  });

  test('marks text formats with elements, not styles', () => {
    const html = lexicalToSafeHtml(state(paragraph(text('a', 1 | 2), text('b', 4), text('c', 8))));
    expect(html).toBe('<p><em><strong>a</strong></em><s>b</s><u>c</u></p>');
  });

  test.each([
    ['https://x.ro/a?b=1&c=2', '<p><a href="https://x.ro/a?b=1&amp;c=2">here</a></p>'],
    ['mailto:contact@x.ro', '<p><a href="mailto:contact@x.ro">here</a></p>'],
    ['tel:+40721000000', '<p><a href="tel:+40721000000">here</a></p>'],
    ['javascript:alert(1)', '<p>here</p>'],
    ['JavaScript:alert(1)', '<p>here</p>'],
    ['data:text/html,<b>x</b>', '<p>here</p>'],
    ['/admin', '<p>here</p>'],
    ['//evil.example', '<p>here</p>'],
    ['www.x.ro', '<p>here</p>'],
  ])('links to %s only when the address is safe', (url, expected) => {
    const html = lexicalToSafeHtml(state(paragraph(linkTo(url))));
    expect(html).toBe(expected);
    expect(unsafeHtmlReason(html)).toBeNull();
  });

  test('opens a link in a new tab without giving it the opener', () => {
    expect(lexicalToSafeHtml(state(paragraph(linkTo('https://x.ro', { newTab: true }))))).toBe(
      '<p><a href="https://x.ro" rel="noopener noreferrer" target="_blank">here</a></p>',
    );
  });

  test('keeps the text of an internal link but not the link', () => {
    const internal = linkTo('', { linkType: 'internal', doc: { relationTo: 'brands', value: 1 } });
    expect(lexicalToSafeHtml(state(paragraph(internal)))).toBe('<p>here</p>');
  });

  test('turns a body h1 into an h2, under the page title', () => {
    const h1 = { ...element, type: 'heading', tag: 'h1', children: [text('Title')] };
    expect(lexicalToSafeHtml(state(h1))).toBe('<h2>Title</h2>');
  });

  test('numbers an ordered list from its start', () => {
    const item = (value: number) => ({
      ...element,
      type: 'listitem',
      value,
      children: [text('x')],
    });
    const ordered = { ...element, type: 'list', listType: 'number', tag: 'ol', start: 3 };
    expect(lexicalToSafeHtml(state({ ...ordered, children: [item(3)] }))).toBe(
      '<ol start="3"><li>x</li></ol>',
    );
  });

  test('drops uploads and unknown nodes, keeping any text inside them', () => {
    const upload = { type: 'upload', relationTo: 'media', value: { url: '/x.png' }, version: 3 };
    const custom = { ...element, type: 'mystery', children: [text('inside')] };
    expect(lexicalToSafeHtml(state(upload, paragraph(text('a')), custom))).toBe('<p>a</p>inside');
  });

  test.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty editor', state()],
    ['a value without a root', {} as SerializedEditorState],
  ])('is empty for %s', (_label, value) => {
    expect(lexicalToSafeHtml(value)).toBe('');
  });
});

describe('safeHref', () => {
  test.each([
    [' https://x.ro ', 'https://x.ro'],
    ['HTTP://X.RO', 'HTTP://X.RO'],
    ['mailto:a@x.ro', 'mailto:a@x.ro'],
    ['tel:+40 721 000 000', 'tel:+40 721 000 000'],
    ['tel:javascript', null],
    ['https://', null],
    ['ftp://x.ro', null],
    ['', null],
    [null, null],
  ])('%s → %s', (url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });
});
