import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'database.pgdump';
export const MEDIA_FOLDER = 'media';

/** What a backup holds, and how to check it was not cut short or altered. */
export const manifestSchema = z.object({
  format: z.literal('nutrimenu-backup/1'),
  createdAt: z.iso.datetime(),
  /** The committed migrations applied to the database when it was dumped, in order. */
  migrations: z.array(z.string()),
  postgres: z.object({ server: z.number().int(), pgDump: z.string() }),
  /** Where the uploads were: in the archive, or in an S3 bucket the backup does not copy. */
  media: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('local'), files: z.number().int().nonnegative() }),
    z.object({
      storage: z.literal('s3'),
      bucket: z.string(),
      endpoint: z.string().nullable(),
      region: z.string().nullable(),
      note: z.string(),
    }),
  ]),
  /** Every file of the archive but this manifest: its path inside it, size and SHA-256. */
  files: z.array(
    z.object({
      path: z.string(),
      bytes: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The SHA-256 of a file, streamed (a dump may be large). */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
