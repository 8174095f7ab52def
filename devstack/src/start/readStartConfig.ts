import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false'], { error: 'use 1 or 0' })
  .transform((value) => value === '1' || value === 'true');

const schema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int()
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(3000),
  STOREFRONT_PORT: z.coerce
    .number({ error: 'STOREFRONT_PORT must be a number' })
    .int()
    .min(1, 'STOREFRONT_PORT must be between 1 and 65535')
    .max(65535, 'STOREFRONT_PORT must be between 1 and 65535')
    .default(8080),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  PAYLOAD_SECRET: z.string().min(32, 'PAYLOAD_SECRET must be at least 32 characters').optional(),
  SERVER_URL: z.url('SERVER_URL must be a URL such as https://menu.example.com').optional(),
  NUTRIMENU_DEMO: flag.optional(),
  DEMO_PASSWORD: z.string().optional(),
  MEDIA_DIR: z.string().min(1).optional(),
  REVALIDATE_SECRET: z
    .string()
    .min(16, 'REVALIDATE_SECRET must be at least 16 characters')
    .optional(),
  STOREFRONT_REVALIDATE_URL: z
    .url('STOREFRONT_REVALIDATE_URL must be a URL such as http://localhost:8080/api/revalidate')
    .optional(),
});

export interface StartConfig {
  /** `npm run dev`: `next dev` with hot reload instead of a production build. */
  dev: boolean;
  port: number;
  /** The public menu site (storefront), which reads the CMS at `port`. */
  storefrontPort: number;
  /** An external PostgreSQL; unset means the embedded one under `.data/postgres`. */
  databaseUrl: string | undefined;
  payloadSecret: string | undefined;
  serverUrl: string;
  demo: boolean;
  demoPassword: string | undefined;
  mediaDir: string | undefined;
  /** Shared by the CMS (which sends it) and the storefront; unset: generated into .data. */
  revalidateSecret: string | undefined;
  /** Where the CMS tells the storefront that public content changed. */
  storefrontRevalidateUrl: string;
}

export class ConfigError extends Error {}

/**
 * The start script's settings from its arguments and environment; the only place it reads
 * `process.env`. Empty variables count as unset, as they do in docker-compose files.
 */
export function readStartConfig(
  argv: readonly string[],
  environment: NodeJS.ProcessEnv,
): StartConfig {
  const unknown = argv.filter((arg) => arg !== '--dev');
  if (unknown.length > 0) throw new ConfigError(`Unknown argument: ${unknown.join(' ')}`);

  const nonEmpty = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(nonEmpty);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    dev: argv.includes('--dev'),
    port: values.PORT,
    storefrontPort: values.STOREFRONT_PORT,
    databaseUrl: values.DATABASE_URL,
    payloadSecret: values.PAYLOAD_SECRET,
    serverUrl: (values.SERVER_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    // Demo data belongs on a throw-away local database, never by surprise on a real one.
    demo: values.NUTRIMENU_DEMO ?? values.DATABASE_URL === undefined,
    demoPassword: values.DEMO_PASSWORD,
    mediaDir: values.MEDIA_DIR,
    revalidateSecret: values.REVALIDATE_SECRET,
    storefrontRevalidateUrl:
      values.STOREFRONT_REVALIDATE_URL ??
      `http://localhost:${values.STOREFRONT_PORT}/api/revalidate`,
  };
}
