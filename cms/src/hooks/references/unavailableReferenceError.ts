import { type PayloadRequest, ValidationError } from 'payload';
import { adminTranslator } from '../../utilities/adminTranslator';

/**
 * The one answer to a reference the caller may not use, in the admin's language: the same for a
 * document of another restaurant and for one that does not exist, and naming neither, so it
 * reveals nothing about other restaurants. `paths` are Payload's field paths (`lines.2.ingredient`).
 */
export async function unavailableReferenceError(
  req: PayloadRequest,
  collection: string,
  paths: readonly string[],
): Promise<ValidationError> {
  const t = await adminTranslator(req);
  return new ValidationError(
    {
      collection,
      errors: paths.map((path) => ({ path, message: t('admin.reference.unavailable') })),
      req,
    },
    // The toast's heading in the admin language too, not Payload's English default.
    req.t,
  );
}
