let segmenter: Intl.Segmenter | undefined;

/**
 * Counts user-perceived characters, so 'ă' typed as 'a' + combining breve counts once and an
 * emoji with modifiers counts once, as the owner sees them.
 *
 * @example
 * graphemeLength('a\u0306b') // 2
 */
export function graphemeLength(text: string): number {
  // Created on first use so that importing the rules costs nothing.
  segmenter ??= new Intl.Segmenter('ro', { granularity: 'grapheme' });
  let count = 0;
  for (const _segment of segmenter.segment(text)) count += 1;
  return count;
}
