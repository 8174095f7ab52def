import { MAX_UPLOAD_BYTES, VALIDATION_MESSAGES } from '@nutrimenu/core/validation';
import { APIError, type CollectionBeforeOperationHook } from 'payload';

/**
 * The 2 MB upload limit for every path: Payload's `upload.limits.fileSize` guards REST form
 * uploads only, while the local API (seed, imports, jobs) would let anything through.
 */
export const enforceUploadLimit: CollectionBeforeOperationHook = ({ args, req }) => {
  const file = req.file;
  if (file && file.size > MAX_UPLOAD_BYTES) {
    throw new APIError(VALIDATION_MESSAGES.maxFileSize, 413, undefined, true);
  }
  return args;
};
