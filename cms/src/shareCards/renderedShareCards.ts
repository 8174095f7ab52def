import type { PayloadRequest } from 'payload';
import { readMediaFile } from '../collections/Media/readMediaFile';
import { type FoundShareCard, findShareCard, type MediaFile } from './findShareCard';
import { renderShareCard } from './renderShareCard';

/** The rendered cards kept in memory, by their bytes (a card is 40–400 kB). */
const MAX_BYTES = 32 * 1024 * 1024;

// Most recently used last: a Map keeps insertion order, and a hit is moved to the end.
const kept = new Map<string, Buffer>();
let keptBytes = 0;
const rendering = new Map<string, Promise<Buffer>>();

function keep(key: string, png: Buffer) {
  if (png.length > MAX_BYTES) return;
  kept.set(key, png);
  keptBytes += png.length;
  for (const [oldest, bytes] of kept) {
    if (keptBytes <= MAX_BYTES) break;
    kept.delete(oldest);
    keptBytes -= bytes.length;
  }
}

async function readOrNull(req: PayloadRequest, file: MediaFile | null): Promise<Buffer | null> {
  if (!file) return null;
  try {
    return await readMediaFile(file);
  } catch (error) {
    req.payload.logger.warn({ err: error }, `Share card: ${file.filename} not read, left out`);
    return null;
  }
}

async function render(req: PayloadRequest, key: string, found: FoundShareCard): Promise<Buffer> {
  const [photo, logo] = await Promise.all([
    readOrNull(req, found.photo),
    readOrNull(req, found.logo),
  ]);
  const { title, subtitle, accent } = found.content;
  const png = await renderShareCard({ title, subtitle, accent, photo, logo });
  keep(key, png);
  return png;
}

/**
 * The PNG of the share card a key names, rendered on its first request and then kept (a key's
 * picture never changes); null when the key names nothing the public menus show now, asked on
 * every request, so a dish taken off the menu takes its kept card with it. Requests for a card
 * being rendered wait for that one rendering.
 */
export async function renderedShareCard(req: PayloadRequest, key: string): Promise<Buffer | null> {
  const found = await findShareCard(req, key);
  if (!found) return null;
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  let job = rendering.get(key);
  if (!job) {
    job = render(req, key, found).finally(() => rendering.delete(key));
    rendering.set(key, job);
  }
  return job;
}
