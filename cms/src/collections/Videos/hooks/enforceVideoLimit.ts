import type { CollectionBeforeOperationHook } from 'payload';
import { env } from '../../../env';
import { publicApiError } from '../../../utilities/publicApiError';

/** The largest video accepted (env VIDEO_MAX_MB), in bytes. */
export const videoMaxBytes = (): number => env().VIDEO_MAX_MB * 1024 * 1024;

/**
 * What a REST upload over the shared limit is told (Romanian, like the spec's rule messages):
 * the request is cut before Payload knows the collection, so both limits are named.
 */
export const uploadLimitMessage = (): string =>
  `Fișierul este prea mare: cel mult 2 MB pentru o imagine și ${env().VIDEO_MAX_MB} MB pentru un video.`;

/**
 * The video size limit for every path: Payload's `upload.limits.fileSize` is one limit for all
 * collections and guards REST form uploads only. The message is Romanian like the other rule
 * messages (core's VALIDATION_MESSAGES), which are shown in Romanian in every locale.
 */
export const enforceVideoLimit: CollectionBeforeOperationHook = ({ args, req }) => {
  const file = req.file;
  if (file && file.size > videoMaxBytes()) {
    throw publicApiError(`Fișierul video trebuie să aibă cel mult ${env().VIDEO_MAX_MB} MB.`, 413);
  }
  return args;
};
