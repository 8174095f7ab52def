import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BackupError } from './BackupError';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const optional = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(1).optional(),
);

// The CMS's own names and defaults (env.ts), without what a backup does not need (the secret).
const schema = z.object({
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is not set: set it to the PostgreSQL URL of the installation' })
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'),
  MEDIA_DIR: z.string().default(path.join(repoRoot, '.data', 'media')),
  S3_BUCKET: optional,
  S3_ENDPOINT: optional,
  S3_REGION: optional,
  /** Where `npm run backup` writes its archives. */
  BACKUP_DIR: z.string().default(path.join(repoRoot, 'backups')),
  /** The PostgreSQL client tools' folder, when they are not on the PATH. */
  PG_BIN_DIR: optional,
});

export type BackupEnv = z.infer<typeof schema>;

/** The backup and restore commands' settings, or a message naming each wrong variable. */
export function backupEnv(source: NodeJS.ProcessEnv = process.env): BackupEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new BackupError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  }
  return parsed.data;
}
