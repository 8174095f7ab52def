import { createEncodedBodies, type EncodedBodies } from './encodedBodies';

// On globalThis: the production server's bundle holds the front and Next's bundle Payload's
// endpoints, so each has its own copy of this module; both share one cache.
const SHARED = Symbol.for('nutrimenu.encodedBodies');
type WithShared = typeof globalThis & { [SHARED]?: EncodedBodies };

/** The process's cache of stored documents as sent, made on first use with `maxBytes`. */
export function sharedEncodedBodies(maxBytes: number): EncodedBodies {
  const holder = globalThis as WithShared;
  holder[SHARED] ??= createEncodedBodies(maxBytes);
  return holder[SHARED];
}

/**
 * A document just built on a read (its row stored), compressed in brotli and gzip after the
 * answer, for the front to send its next read from memory. Nothing without a front in this
 * process (`next dev`, tests of Payload alone): no cache was made.
 */
export function prepareEncodedBodies(etag: string, body: string): void {
  const shared = (globalThis as WithShared)[SHARED];
  if (!shared) return;
  setImmediate(() => {
    // A client's choice among these decides which one its next read needs.
    for (const encoding of ['br', 'gzip'] as const) {
      void shared.get(etag, encoding, async () => body).catch(() => undefined);
    }
  });
}
