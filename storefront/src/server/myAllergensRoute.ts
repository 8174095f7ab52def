import { createTranslator, loadMessages } from '@nutrimenu/core/messages';
import express, { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { MENU_SEARCH_QUERY_NAME, replaceSearchInQuery } from '../filters/menuSearchQuery';
import { parseMenuFilter } from '../filters/parseMenuFilter';
import { replaceFilterInQuery } from '../filters/replaceFilterInQuery';
import { splitLocale } from '../localePath';
import {
  MY_ALLERGENS_ACTION_NAME,
  MY_ALLERGENS_ACTIONS,
  MY_ALLERGENS_PATH,
} from '../myAllergens/myAllergensForm';
import {
  MY_ALLERGENS_COOKIE,
  serializeRememberedAllergens,
} from '../myAllergens/rememberedAllergens';

// Remembered for a year, like the locale.
const MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The page to go back to: a path of this site ('/ro/restaurant/bistro'), never another origin
 * ('//evil.example', '/\\evil.example') nor a query, which the route builds itself.
 */
const returnPath = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])[^?#\\\s]*$/);

const submission = z.object({
  query: z.object({ return: returnPath }),
  action: z.enum(MY_ALLERGENS_ACTIONS),
});

/**
 * Only this site's own pages may change what a diner's menus hide: a form of another site
 * (cross-site request forgery) would switch a filter on by surprise. Browsers send
 * Sec-Fetch-Site; older ones at least Origin on a POST.
 */
function isSameOrigin(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = req.get('origin');
  return origin === undefined || origin === `${req.protocol}://${req.get('host')}`;
}

async function sendError(res: Response, status: 400 | 403, path: string | undefined) {
  const { locale } = splitLocale(typeof path === 'string' ? path : '/');
  const t = createTranslator(locale, await loadMessages(locale));
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' })
    .send(`${t(status === 403 ? 'myAllergens.notSameSite' : 'myAllergens.badRequest')}\n`);
}

/**
 * `POST /my-allergens?return=/ro/restaurant/x`: the form posted by "Remember these allergens on
 * this device" (the filter form's fields, `myAllergens=remember`) or by the bar's "Forget"
 * (`myAllergens=forget`). Sets or clears the host-only cookie and answers 303 to `return`, with
 * the posted filter's other parts and search kept in the query but not the allergens, which the
 * cookie now supplies. Works without JavaScript; only this site's own forms are obeyed (403
 * otherwise), a malformed submission is a translated 400, never a 500.
 *
 * The cookie is `SameSite=Lax`, `Secure` on https (TLS or a proxy trusted by TRUST_PROXY), and
 * HttpOnly: only the server reads it, to render the filtered menu.
 */
export function myAllergensRoute(): Router {
  const router = Router();
  router.post(
    MY_ALLERGENS_PATH,
    express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 200 }),
    async (req, res) => {
      const rawReturn = typeof req.query.return === 'string' ? req.query.return : undefined;
      if (!isSameOrigin(req)) {
        await sendError(res, 403, rawReturn);
        return;
      }
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries((req.body ?? {}) as Record<string, unknown>)) {
        for (const item of Array.isArray(value) ? value : [value]) {
          if (typeof item === 'string') body.append(name, item);
        }
      }
      const parsed = submission.safeParse({
        query: req.query,
        action: body.get(MY_ALLERGENS_ACTION_NAME),
      });
      if (!parsed.success) {
        await sendError(res, 400, rawReturn);
        return;
      }
      const filter = parseMenuFilter(body);
      const cookie = {
        path: '/',
        sameSite: 'lax',
        secure: req.secure,
        httpOnly: true,
      } as const;
      if (parsed.data.action === 'remember' && filter.exclude.length > 0) {
        const value = serializeRememberedAllergens(filter);
        res.cookie(MY_ALLERGENS_COOKIE, value, { ...cookie, maxAge: MAX_AGE_MS });
      } else {
        res.clearCookie(MY_ALLERGENS_COOKIE, cookie);
      }
      // The other filters and the search stay as the diner had them; the allergens come from
      // the cookie (or, forgotten, from nothing).
      const kept = replaceSearchInQuery(
        replaceFilterInQuery('', { ...filter, exclude: [], allowTraces: false }),
        body.get(MENU_SEARCH_QUERY_NAME) ?? '',
      );
      res.set('Cache-Control', 'no-store');
      res.redirect(303, `${parsed.data.query.return}${kept === '' ? '' : `?${kept}`}`);
    },
  );
  return router;
}
