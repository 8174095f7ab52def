import { publicBrandListSchema, publicMenuSchema } from '@nutrimenu/core/contract';
import { z } from 'zod';
import { type Env, env } from '../../env';
import { contentVersion } from '../contentVersion';

/**
 * Raise it when the document builders write something else for the same data without the
 * public contracts' shape changing (a field filled differently, say): stored documents of the
 * older builders are then discarded at the next start, as they are when the contracts change.
 */
const BUILDERS_REVISION = 1;

const shapeOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' });

/**
 * What the stored public documents depend on besides their data: the addresses written into
 * them (media URLs come from SERVER_URL, or S3_PUBLIC_URL when media are served from a bucket's
 * CDN) and the shape the public contracts give them. Documents stored under another build hold
 * addresses or a shape this one would not write.
 */
export function documentsBuild(settings: Env = env()): string {
  return contentVersion({
    serverUrl: settings.SERVER_URL,
    mediaUrl: settings.S3_PUBLIC_URL ?? null,
    menu: shapeOf(publicMenuSchema),
    brands: shapeOf(publicBrandListSchema),
    builders: BUILDERS_REVISION,
  });
}
