/**
 * WCAG 2.2 AA, as the issue asks: the axe-core rule tags of its levels (best practices are not
 * part of it). Shared by the browser tests and the e2e suite so both check the same rules.
 *
 * @example
 * await axe.run(document, { runOnly: { type: 'tag', values: WCAG_TAGS } });
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
