import { z } from 'zod';

const seconds = (fallback: number) => z.coerce.number().int().min(0).max(604_800).default(fallback);

const schema = z.object({
  /** Where the CMS's public API answers; the storefront reads it only over HTTP. */
  CMS_URL: z.url().default('http://localhost:3000'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The bearer token the CMS sends to POST /api/revalidate; unset: that endpoint answers 503. */
  REVALIDATE_SECRET: z
    .string()
    .min(16, 'REVALIDATE_SECRET must be at least 16 characters')
    .optional(),
  /**
   * Subscribe to the CMS's change stream (GET /api/public/changes at CMS_URL, bearer
   * REVALIDATE_SECRET) and purge on each change: on by default whenever REVALIDATE_SECRET is set.
   * `0` for a CMS that only POSTs to /api/revalidate (STOREFRONT_REVALIDATE_URL).
   */
  CMS_CHANGE_STREAM: z
    .enum(['1', '0', 'true', 'false'])
    .default('1')
    .transform((value) => value === '1' || value === 'true'),
  /** Seconds a cached CMS document is served without asking the CMS. */
  CMS_CACHE_TTL: seconds(60),
  /** Seconds after that during which it is still served at once while refreshed in the background. */
  CMS_CACHE_STALE: seconds(600),
  /** Megabytes of CMS documents kept in memory (least recently used dropped first). */
  CMS_CACHE_MAX_MB: z.coerce.number().min(1).max(16_384).default(64),
  /**
   * Megabytes of rendered pages kept in memory (their HTML and its brotli and gzip copies; least
   * recently used dropped first): bounded by bytes, whatever the number of pages.
   */
  PAGE_CACHE_MAX_MB: z.coerce.number().min(1).max(16_384).default(64),
  /**
   * Megabytes of sitemap files kept, compressed in gzip and brotli (least recently used dropped
   * first): a brand of 10,000 restaurants has about twenty files of 1–2 MB each compressed.
   */
  SITEMAP_CACHE_MAX_MB: z.coerce.number().min(1).max(16_384).default(32),
  /** Milliseconds one call to the CMS may take, body included, before it is given up. */
  CMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  /** Consecutive failed calls to the CMS that open the circuit breaker. */
  CMS_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1_000).default(3),
  /** Seconds the open breaker answers without asking the CMS, before one probe call. */
  CMS_BREAKER_OPEN: z.coerce.number().min(0.1).max(600).default(5),
  /**
   * Behind a reverse proxy or CDN: which hops' X-Forwarded-Proto/-Host/-For to believe (Express's
   * `trust proxy`: `true`, a hop count, or addresses/subnets such as `loopback, 10.0.0.0/8`), so
   * canonical and sitemap URLs say https. Unset: no forwarded header is believed.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .transform((value): boolean | number | string => {
      if (value === 'true') return true;
      if (value === 'false') return false;
      return /^\d+$/.test(value) ? Number(value) : value;
    })
    .optional(),
});

export type StorefrontEnv = z.infer<typeof schema>;

/** The storefront's environment, parsed once; nothing else reads `process.env`. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): StorefrontEnv {
  // An empty variable means "unset", as in the root start script.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid storefront environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
