/**
 * Sweeteners that count as non-nutritive for the Nutri-Score of beverages (2023 update):
 * the intense sweeteners of Reg. 1333/2008. Polyols and erythritol (E968) are not among them,
 * as in Open Food Facts' implementation.
 */
export const NON_NUTRITIVE_SWEETENERS: ReadonlySet<string> = new Set([
  'E950',
  'E951',
  'E952',
  'E954',
  'E955',
  'E957',
  'E959',
  'E960',
  'E960a',
  'E960b',
  'E960c',
  'E960d',
  'E961',
  'E962',
  'E969',
]);
