import { describe, expect, test } from 'vitest';
import { WEBVTT_MAX_BYTES, webVttIssue } from './webVtt';

const CUE = '00:00:01.000 --> 00:00:04.000\nBine ați venit!';

describe('webVttIssue', () => {
  test.each([
    ['a minimal file', `WEBVTT\n\n${CUE}`],
    ['a signature with a comment', `WEBVTT - Prezentare\n\n${CUE}\n`],
    ['a byte-order mark before the signature', `\uFEFFWEBVTT\n\n${CUE}`],
    ['Windows line ends', `WEBVTT\r\n\r\n${CUE.replace('\n', '\r\n')}`],
    ['cue settings and short timestamps', 'WEBVTT\n\n00:01.000 --> 00:04.000 line:0\nSalut'],
  ])('accepts %s', (_label, text) => {
    expect(webVttIssue(text)).toBeNull();
  });

  test.each([
    ['no signature', CUE],
    ['an empty text', ''],
    ['a signature in lower case', `webvtt\n\n${CUE}`],
    ['a signature glued to a word', `WEBVTTX\n\n${CUE}`],
    ['blank lines before the signature', `\nWEBVTT\n\n${CUE}`],
    ['SubRip text', `1\n00:00:01,000 --> 00:00:04,000\nSalut`],
  ])('refuses %s as not WebVTT', (_label, text) => {
    expect(webVttIssue(text)).toBe('header');
  });

  test.each([
    ['no cue', 'WEBVTT\n\nBine ați venit!'],
    ['the arrow only in the signature comment', 'WEBVTT a --> b\n\nSalut'],
  ])('refuses %s', (_label, text) => {
    expect(webVttIssue(text)).toBe('noCue');
  });

  test('counts the limit in UTF-8 bytes, not characters', () => {
    const head = `WEBVTT\n\n${CUE}\n`;
    const fits = head + 'a'.repeat(WEBVTT_MAX_BYTES - head.length - 2);
    expect(new TextEncoder().encode(fits).length).toBeLessThanOrEqual(WEBVTT_MAX_BYTES);
    expect(webVttIssue(fits)).toBeNull();
    // 'ș' is two bytes: the same number of characters is over the limit.
    const over = head + 'ș'.repeat(WEBVTT_MAX_BYTES - head.length - 2);
    expect(webVttIssue(over)).toBe('tooLarge');
  });
});
