import { describe, expect, test } from 'vitest';
import { firstLink } from './firstLink';
import { htmlToText } from './htmlToText';

describe('htmlToText', () => {
  test('keeps paragraphs, writes links out and decodes entities', () => {
    const html =
      '<!doctype html><html><head><title>x</title></head><body><p>Hello Ana &amp; Ion,</p>\n<p><a href="https://x.ro/admin/reset/ab12" style="color:red">Choose your password</a></p><p>Line<br>break &#39;quoted&#39;</p></body></html>';
    expect(htmlToText(html)).toBe(
      "Hello Ana & Ion,\n\nChoose your password: https://x.ro/admin/reset/ab12\n\nLine\nbreak 'quoted'",
    );
  });

  test('a link whose text is its address is written once', () => {
    expect(htmlToText('<p><a href="https://x.ro/a">https://x.ro/a</a></p>')).toBe('https://x.ro/a');
  });
});

describe('firstLink', () => {
  test.each([
    [
      '<p><a href="http://localhost:3000/admin/reset/ab12">Reset</a> <a href="https://b.ro">b</a></p>',
      'http://localhost:3000/admin/reset/ab12',
    ],
    ['Open http://localhost:3000/admin/reset/cd34 now', 'http://localhost:3000/admin/reset/cd34'],
    ['<a href="https://x.ro/?a=1&amp;b=2">x</a>', 'https://x.ro/?a=1&b=2'],
    ['no link here', undefined],
  ])('in %s', (body, expected) => {
    expect(firstLink(body)).toBe(expected);
  });
});
