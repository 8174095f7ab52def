import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import type { ShownSubject } from '../collections/ShownHistory';
import { recordShown } from './recordShown';

/**
 * The hooks that keep `shown-history` up to date for one collection: after every save (a draft
 * save records nothing, its stored document being unchanged) and every deletion.
 */
export function recordShownHooks(subject: ShownSubject): {
  afterChange: CollectionAfterChangeHook;
  afterDelete: CollectionAfterDeleteHook;
} {
  return {
    afterChange: async ({ doc, req }) => {
      await recordShown(req, subject, [doc.id]);
      return doc;
    },
    afterDelete: async ({ id, req }) => {
      await recordShown(req, subject, [id]);
    },
  };
}
