import type { PageKind, PublicPage } from '@nutrimenu/core/contract';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@nutrimenu/core/locale';
import type { Payload } from 'payload';
import type { BrandPageAllLocales } from '../readModel/documents';
import { findAllLocales } from '../utilities/findAllLocales';
import { lexicalToSafeHtml } from './lexicalToSafeHtml';

export interface PublicPageRequest {
  brandKey: string;
  kind: PageKind;
  /** The locale asked for; the page falls back to Romanian, then any locale with text. */
  locale: Locale;
}

export type PublicPageOutcome =
  | { document: PublicPage }
  | { error: { status: 404; message: string } };

interface Shown {
  title: string;
  html: string;
  items: PublicPage['items'];
}

/** The page's text in one locale, or `null` when it has no title or nothing under it there. */
function textIn(page: BrandPageAllLocales, locale: Locale): Shown | null {
  const title = page.title?.[locale]?.trim();
  if (!title) return null;
  const html = lexicalToSafeHtml(page.body?.[locale]);
  // A question saved in a draft may still lack its text; it is not shown half-written.
  const items = (page.items?.[locale] ?? []).flatMap((item) => {
    const question = item.question?.trim();
    return question ? [{ question, answerHtml: lexicalToSafeHtml(item.answer) }] : [];
  });
  return html !== '' || items.length > 0 ? { title, html, items } : null;
}

/**
 * A brand's published help, FAQ or terms page in `locale`, its rich text rendered to safe HTML.
 * A page not written in that locale is shown in Romanian (the CMS's default locale, the fallback
 * of every localized field), else in the first locale that has it, and `fallbackLocale` says so.
 * 404 for an unknown brand, or a brand without such a published page.
 */
export async function buildPublicPage(
  payload: Payload,
  { brandKey, kind, locale }: PublicPageRequest,
): Promise<PublicPageOutcome> {
  const brands = await payload.find({
    collection: 'brands',
    where: { key: { equals: brandKey } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { key: true },
  });
  const brand = brands.docs[0];
  if (!brand) return { error: { status: 404, message: `No brand "${brandKey}"` } };

  const pages = await findAllLocales(payload, {
    collection: 'brandPages',
    where: {
      and: [
        { brand: { equals: brand.id } },
        { kind: { equals: kind } },
        { _status: { equals: 'published' } },
      ],
    },
    draft: false,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { title: true, body: true, items: true, updatedAt: true },
  });
  const page = pages.docs[0];
  const missing = {
    error: { status: 404, message: `The brand "${brandKey}" has no ${kind} page` },
  } as const;
  if (!page) return missing;

  const candidates = [...new Set<Locale>([locale, DEFAULT_LOCALE, ...LOCALES])];
  for (const candidate of candidates) {
    const shown = textIn(page, candidate);
    if (!shown) continue;
    return {
      document: {
        brandKey: brand.key,
        kind,
        locale,
        fallbackLocale: candidate === locale ? null : candidate,
        ...shown,
        updatedAt: page.updatedAt,
      },
    };
  }
  return missing;
}
