import { webVttIssue } from '@nutrimenu/core/contract';
import type { TextareaFieldValidation } from 'payload';
import { textarea as validateTextarea } from 'payload/shared';
import { adminTranslator } from '../../utilities/adminTranslator';

/**
 * Payload's textarea rule, then core's WebVTT check (signature line, 64 KB, at least one cue),
 * said in the admin's language: a file the browser would silently ignore is refused when it is
 * saved, not discovered by a deaf visitor. Empty captions are allowed (that locale has none).
 */
export const validateCaptions: TextareaFieldValidation = async (value, options) => {
  const base = validateTextarea(value, options);
  if (base !== true || value === null || value === undefined || value === '') return base;
  const issue = webVttIssue(value);
  if (issue === null) return true;
  return (await adminTranslator(options.req))(`admin.video.captions.error.${issue}`);
};
