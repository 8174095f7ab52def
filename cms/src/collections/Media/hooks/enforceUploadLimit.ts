import { MAX_UPLOAD_BYTES, VALIDATION_MESSAGES } from '@nutrimenu/core/validation';
import type { CollectionBeforeOperationHook } from 'payload';
import { publicApiError } from '../../../utilities/publicApiError';

/**
 * The 2 MB upload limit for every path: Payload's `upload.limits.fileSize` guards REST form
 * uploads only, while the local API (seed, imports, jobs) would let anything through.
 */
export const enforceUploadLimit: CollectionBeforeOperationHook = ({ args, req }) => {
  const file = req.file;
  if (file && file.size > MAX_UPLOAD_BYTES) {
    throw publicApiError(VALIDATION_MESSAGES.maxFileSize, 413);
  }
  return args;
};
