/** The largest captions text accepted, in UTF-8 bytes: a few minutes of cues fit in a few KB. */
export const WEBVTT_MAX_BYTES = 64 * 1024;

/** How captions go over HTTP (the WebVTT media type, always UTF-8). */
export const WEBVTT_CONTENT_TYPE = 'text/vtt; charset=utf-8';

/**
 * Why a text is not usable as a captions file; each has a message
 * `admin.video.captions.error.{issue}` in core's catalogs.
 *
 * @example
 * WEBVTT_ISSUES.includes('noCue') // true
 */
export const WEBVTT_ISSUES = ['header', 'tooLarge', 'noCue'] as const;

export type WebVttIssue = (typeof WEBVTT_ISSUES)[number];

// The signature line: "WEBVTT" alone or followed by a space or tab and a comment (a byte-order
// mark may precede it, as editors on Windows write one).
const SIGNATURE = /^\uFEFF?WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/;
// A cue's timing line, e.g. "00:01.000 --> 00:04.000 line:0".
const TIMING = /(?:^|[\r\n])[^\r\n]*-->[^\r\n]*/;

/**
 * What makes `text` unusable as a WebVTT captions file, or `null` when it can be served: it must
 * start with the WEBVTT signature line, be at most {@link WEBVTT_MAX_BYTES} in UTF-8 and contain
 * at least one cue (a timing line with `-->`). Browsers ignore the rest of a malformed file, so
 * these are the checks that decide whether a visitor sees any caption at all.
 *
 * @example
 * webVttIssue('WEBVTT\n\n00:00.000 --> 00:02.000\nHello') // null
 * webVttIssue('00:00.000 --> 00:02.000\nHello') // 'header'
 * webVttIssue('WEBVTT\n\nHello') // 'noCue'
 */
export function webVttIssue(text: string): WebVttIssue | null {
  const signature = SIGNATURE.exec(text);
  if (!signature) return 'header';
  if (new TextEncoder().encode(text).length > WEBVTT_MAX_BYTES) return 'tooLarge';
  if (!TIMING.test(text.slice(signature[0].length))) return 'noCue';
  return null;
}
