import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/**
 * A rate limit as `attempts/minutes` (`5/15`: five in fifteen minutes); empty: the default.
 * See SECURITY.md, "Rate limits".
 */
/** Text that may be unset; '' counts as unset (compose passes empty values through). */
const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(1).optional(),
);

const rateLimit = (fallback: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? fallback : value),
    z
      .string()
      .regex(/^\s*\d{1,6}\s*\/\s*\d{1,5}\s*$/, 'must be attempts/minutes, like 5/15')
      .transform((value) => {
        const [points, minutes] = value.split('/').map((part) => Number(part.trim()));
        return { points: points as number, seconds: (minutes as number) * 60 };
      })
      .refine((limit) => limit.points >= 1 && limit.seconds >= 60, 'needs at least 1/1'),
  );

const schema = z.object({
  DATABASE_URL: z
    .string({ error: 'DATABASE_URL is not set: run `npm start`, or set it to a PostgreSQL URL' })
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'),
  /**
   * A read replica of DATABASE_URL (a PostgreSQL streaming standby): the public menus and brand
   * list are read there, everything else (writes, the admin, jobs, the change stream) stays on
   * DATABASE_URL. Unset: everything on DATABASE_URL. See README, "Read replica".
   */
  DATABASE_READ_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must be a postgres:// URL')
      .optional(),
  ),
  PAYLOAD_SECRET: z
    .string({ error: 'PAYLOAD_SECRET is not set: run `npm start`, or set a random string' })
    .min(32, 'PAYLOAD_SECRET must be at least 32 characters'),
  SERVER_URL: z.url().default('http://localhost:3000'),
  NUTRIMENU_DEMO: flag,
  /** The demo accounts' password (the seed, in demo mode); unset: generated when they are created. */
  DEMO_PASSWORD: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** Work the background job queue in this process (the server sets it; CLI and tests do not). */
  JOBS_AUTORUN: flag,
  /**
   * How long a job claimed by an instance that stopped renewing it (killed, its machine gone)
   * stays its own before another instance may take it over, in seconds. A running job renews
   * its claim every quarter of this; see SECURITY.md, "Job leases".
   */
  JOB_LEASE_SECONDS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number()
      .int('JOB_LEASE_SECONDS must be a whole number of seconds')
      .min(4)
      .max(86_400)
      .default(120),
  ),
  /**
   * Above this many recipes to recompute (or recost) after one save, the save marks them as being
   * updated and leaves them to a background job instead of waiting (see recomputeRecipes.ts for
   * how the default was measured). Lower it on a slow database; tests lower it to reach the job.
   */
  RECOMPUTE_INLINE_LIMIT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number()
      .int('RECOMPUTE_INLINE_LIMIT must be a whole number of recipes')
      .min(1)
      .max(1_000_000)
      .default(20_000),
  ),
  MEDIA_DIR: z.string().default(path.join(repoRoot, '.data', 'media')),
  /** The largest promotional video a brand may upload, in MB; images keep the spec's 2 MB. */
  VIDEO_MAX_MB: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number()
      .int('VIDEO_MAX_MB must be a whole number of megabytes')
      // Never below the 2 MB of images: the REST upload limit is shared (payload.config.ts).
      .min(2)
      .max(1024)
      .default(50),
  ),
  /**
   * The megabytes the production server keeps of compressed public menus (server.ts): each
   * version is compressed once, on its first request, rather than on every request.
   */
  PUBLIC_MENU_CACHE_MAX_MB: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number()
      .int('PUBLIC_MENU_CACHE_MAX_MB must be a whole number of megabytes')
      .min(1)
      .max(4096)
      .default(32),
  ),
  /**
   * The storefront's public address: QR codes point there in demo mode and for a brand that has
   * no public host (see downloads/publicMenuUrl.ts).
   */
  STOREFRONT_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url().default('http://localhost:8080'),
  ),
  /** `smtp://user:password@host:port` (or smtps://); unset: e-mails are written as .eml files. */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  /** Sender of account e-mails: `Name <address>` or a bare address; default from SERVER_URL's host. */
  MAIL_FROM: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** Where e-mails go as .eml files while SMTP_URL is unset (npm start's data directory). */
  MAIL_DIR: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().default(path.join(repoRoot, '.data', 'mail')),
  ),
  /**
   * Days before a subscription's last day when its owners get a warning e-mail, comma-separated
   * (`14,3`: two weeks before, and again three days before); empty: `14,3`; `0` alone: on the
   * last day only.
   */
  SUBSCRIPTION_WARNING_DAYS: z.preprocess(
    (value) => (value === '' || value === undefined ? '14,3' : value),
    z
      .string()
      .regex(/^\s*\d{1,3}(\s*,\s*\d{1,3})*\s*$/, 'SUBSCRIPTION_WARNING_DAYS must be like 14,3')
      .transform((value) =>
        [...new Set(value.split(',').map((part) => Number(part.trim())))].sort((a, b) => b - a),
      ),
  ),
  /**
   * Behind a reverse proxy: which X-Forwarded-For entry is the client (`true`: the first, a hop
   * count n: the n-th from the end; any other value, such as the storefront's address list: the
   * last, the one the nearest proxy wrote). Unset: the address Next records for the request.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value): boolean | number => {
      if (value === undefined || value === '' || value === 'false' || value === '0') return false;
      if (value === 'true') return true;
      return /^\d+$/.test(value) ? Number(value) : 1;
    }),
  /** Failed sign-ins per client address (REST and GraphQL). */
  RATE_LIMIT_SIGN_IN_ADDRESS: rateLimit('30/15'),
  /** Failed sign-ins per e-mail address, whether or not it has an account. */
  RATE_LIMIT_SIGN_IN_ACCOUNT: rateLimit('5/15'),
  /** Forgot-password requests per client address. */
  RATE_LIMIT_FORGOT_ADDRESS: rateLimit('10/60'),
  /** Forgot-password requests per e-mail address, whether or not it has an account. */
  RATE_LIMIT_FORGOT_ACCOUNT: rateLimit('3/60'),
  /** Set-password attempts (reset and invitation links) per client address. */
  RATE_LIMIT_SET_PASSWORD_ADDRESS: rateLimit('20/15'),
  /** Set-password attempts per account (with a valid link). */
  RATE_LIMIT_SET_PASSWORD_ACCOUNT: rateLimit('10/15'),
  /** Invitations sent per client address. */
  RATE_LIMIT_INVITE_ADDRESS: rateLimit('60/60'),
  /** Invitations sent per inviter (never counted by the invited address). */
  RATE_LIMIT_INVITE_INVITER: rateLimit('30/60'),
  /**
   * Object storage for media and videos (any S3-compatible store: AWS S3, MinIO, R2, …); unset:
   * files live in MEDIA_DIR. Several CMS instances need it: each sees the others' uploads.
   */
  S3_BUCKET: optionalText,
  /** The store's address, e.g. http://minio:9000; unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http:// or https:// URL' })
      .optional(),
  ),
  S3_REGION: z.preprocess(
    (value) => (value === '' || value === undefined ? 'us-east-1' : value),
    z.string(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO wants; default: on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z
    .enum(['1', '0', 'true', 'false', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? undefined : value === '1' || value === 'true',
    ),
  /**
   * Where the bucket's objects are publicly readable (a CDN, or a public bucket's address),
   * without a trailing slash: media URLs point there. Unset: the CMS serves the files itself.
   */
  S3_PUBLIC_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ protocol: /^https?$/, error: 'S3_PUBLIC_URL must be an http:// or https:// URL' })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  /**
   * Storefronts to POST each change to (`/api/revalidate`), comma-separated: for setups whose
   * storefronts do not subscribe to the change stream (`GET /api/public/changes`). Unset: none.
   */
  STOREFRONT_REVALIDATE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      )
      .pipe(z.array(z.url({ error: 'STOREFRONT_REVALIDATE_URL must be URLs separated by commas' })))
      .optional(),
  ),
  /** The storefronts' bearer token: of their POST /api/revalidate and of the change stream. */
  REVALIDATE_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16).optional(),
  ),
  /**
   * A CDN's purge-by-tag URL, called once per committed change with `{"tags": [...]}` (the body
   * Cloudflare's purge_cache takes); unset: no CDN purge. See README, "Caching and CDNs".
   */
  CDN_PURGE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  /** Sent as `Authorization: Bearer <CDN_PURGE_TOKEN>` with each purge. */
  CDN_PURGE_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().optional(),
  ),
});

/** Object storage is all or nothing: a bucket without its credentials must not start. */
const withObjectStorage = schema.superRefine((config, context) => {
  if (config.S3_BUCKET === undefined) {
    for (const name of [
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
    ] as const) {
      if (config[name] !== undefined) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is set but S3_BUCKET is not: set S3_BUCKET to store media in the bucket, or unset ${name}`,
        });
      }
    }
    return;
  }
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (config[name] === undefined) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} is required with S3_BUCKET (object storage needs the bucket and its key pair)`,
      });
    }
  }
});

export type Env = z.infer<typeof withObjectStorage>;

let cached: Env | undefined;

/** The configuration in `values` (variables by name), or an error naming each wrong variable. */
export function parseEnv(values: Record<string, string | undefined>): Env {
  const parsed = withObjectStorage.safeParse(values);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid CMS configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The CMS's configuration from the environment; the only place that reads `process.env`. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export { repoRoot };
