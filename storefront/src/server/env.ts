import { z } from 'zod';

const schema = z.object({
  /** Where the CMS's public API answers; the storefront reads it only over HTTP. */
  CMS_URL: z.url().default('http://localhost:3000'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
