import { createHash, timingSafeEqual } from 'node:crypto';
import { CONTENT_CHANGE_SHAPE, contentChangeSchema } from '@nutrimenu/core/contract';
import express, { type Router } from 'express';

const EXPECTED_BODY = CONTENT_CHANGE_SHAPE;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Whether an Authorization header carries `Bearer <secret>`. Both sides are hashed first so the
 * comparison takes the same time whatever the length or the first wrong character.
 */
function bearerMatches(header: string | undefined, secret: string): boolean {
  const token = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(token), digest(secret));
}

/**
 * `POST /api/revalidate`, called by the CMS (STOREFRONT_REVALIDATE_URL) when public content
 * changes: with `Authorization: Bearer <REVALIDATE_SECRET>` and the body
 * `{ restaurant, collection, id }`, drops the cached documents of that restaurant (all of them
 * when `restaurant` is null). 503 when no secret is configured, 401 on a missing or wrong token,
 * 400 with the reason on a bad body.
 *
 * @example
 * app.use(createRevalidateRouter({ secret: env.REVALIDATE_SECRET, purge: cache.purge }));
 */
export function createRevalidateRouter(options: {
  secret: string | undefined;
  purge: (restaurant: string | null, position?: string) => number;
  log?: (message: string) => void;
}): Router {
  const { secret, purge } = options;
  const log = options.log ?? ((message: string) => console.log(`[storefront] ${message}`));
  const router = express.Router();
  router.post(
    '/api/revalidate',
    (req, res, next) => {
      res.set('Cache-Control', 'no-store');
      if (!secret) {
        res
          .status(503)
          .json({ error: 'Revalidation is off: the storefront has no REVALIDATE_SECRET.' });
        return;
      }
      if (!bearerMatches(req.get('authorization'), secret)) {
        res
          .status(401)
          .set('WWW-Authenticate', 'Bearer')
          .json({ error: 'Send Authorization: Bearer <REVALIDATE_SECRET>.' });
        return;
      }
      next();
    },
    // Parsed only once the caller is known; whatever the Content-Type, the body must be JSON.
    express.text({ type: () => true, limit: '16kb' }),
    (req, res) => {
      let body: unknown;
      try {
        body = JSON.parse(typeof req.body === 'string' ? req.body : '');
      } catch {
        res.status(400).json({ error: `The body is not JSON. Expected ${EXPECTED_BODY}.` });
        return;
      }
      const parsed = contentChangeSchema.safeParse(body);
      if (!parsed.success) {
        const reasons = parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`,
        );
        res
          .status(400)
          .json({ error: `Expected ${EXPECTED_BODY}. ${reasons.join('; ')}`, issues: reasons });
        return;
      }
      const { restaurant, collection, id, position } = parsed.data;
      const purged = purge(restaurant, position);
      log(
        `revalidate: ${collection} ${id} changed; dropped ${purged} cached document(s) of ${restaurant ?? 'every restaurant'}`,
      );
      res.json({ purged, restaurant });
    },
  );
  return router;
}
