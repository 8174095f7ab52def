/**
 * Why a technical sheet cannot be made from a recipe that computes: a line's cold loss outside
 * 0 ≤ x < 100 %, which would make its gross quantity negative or infinite.
 *
 * @example
 * try { technicalSheet(recipe) } catch (error) {
 *   if (error instanceof TechnicalSheetError) markLine(error.lineIndex)
 * }
 */
export class TechnicalSheetError extends Error {
  override readonly name = 'TechnicalSheetError';
  readonly code = 'invalidColdLoss';

  constructor(
    /** The position of the faulty line among the recipe's lines, from 0. */
    readonly lineIndex: number,
    readonly coldLossPercent: number,
  ) {
    super(
      `The cold loss of line ${lineIndex + 1} must be at least 0 and below 100 %, got ${coldLossPercent}`,
    );
  }
}
