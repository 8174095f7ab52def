import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const schema = z.object({
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is not set: run `npm start`, or set it to a PostgreSQL URL' })
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'),
  PAYLOAD_SECRET: z
    .string({ error: 'PAYLOAD_SECRET is not set: run `npm start`, or set a random string' })
    .min(32, 'PAYLOAD_SECRET must be at least 32 characters'),
  SERVER_URL: z.url().default('http://localhost:3000'),
  NUTRIMENU_DEMO: flag,
  /** Work the background job queue in this process (the server sets it; CLI and tests do not). */
  JOBS_AUTORUN: flag,
  MEDIA_DIR: z.string().default(path.join(repoRoot, '.data', 'media')),
  STOREFRONT_REVALIDATE_URL: z.url().optional(),
  REVALIDATE_SECRET: z.string().min(16).optional(),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** The CMS's configuration from the environment; the only place that reads `process.env`. */
export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      const lines = parsed.error.issues.map(
        (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
      );
      throw new Error(`Invalid CMS configuration:\n${lines.join('\n')}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export { repoRoot };
