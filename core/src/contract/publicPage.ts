import { z } from 'zod';
import { localeField, slugField, textField } from './_lib/fields';

/** The brand's content pages, in the order a footer lists them. */
export const PAGE_KINDS = ['help', 'faq', 'terms'] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * Whether a value names a content page.
 *
 * @example
 * isPageKind('faq') // true
 * isPageKind('about') // false
 */
export function isPageKind(value: unknown): value is PageKind {
  return (PAGE_KINDS as readonly unknown[]).includes(value);
}

// The HTML a page may carry: what the CMS's rich-text converter writes for the editor's features
// (paragraphs, headings below the page title, lists, quotes, emphasis, links), nothing else. The
// storefront inserts it as markup, so the contract refuses scripts, event handlers, styles and any
// link that is not http(s), mailto or tel, whatever the producer.
const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  code: [],
  sub: [],
  sup: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  hr: [],
  a: ['href', 'rel', 'target'],
};
const TAG = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+(?:="[^"<>]*")?)*)\s*(\/?)>/y;
const ATTRIBUTE = /\s+([a-z-]+)(?:="([^"<>]*)")?/g;
const SAFE_HREF = /^(?:https?:\/\/[^\s]|mailto:[^\s]|tel:\+?[\d\s().-]+$)/i;

/**
 * The first reason `html` is not the safe subset a page may carry, or `null` when it is.
 *
 * @example
 * unsafeHtmlReason('<p>Hi <a href="https://x.ro">x</a></p>') // null
 * unsafeHtmlReason('<a href="javascript:alert(1)">x</a>') // 'Link to a refused address: …'
 */
export function unsafeHtmlReason(html: string): string | null {
  let index = html.indexOf('<');
  while (index !== -1) {
    TAG.lastIndex = index;
    const tag = TAG.exec(html);
    if (!tag) return `Markup that is not a plain tag at character ${index}`;
    const [, closing, name = '', attributes = ''] = tag;
    const allowed = ALLOWED_ATTRIBUTES[name];
    if (!allowed) return `Tag <${name}> is not allowed`;
    if (closing && attributes.trim() !== '') return `Closing tag </${name}> with attributes`;
    for (const [, attribute = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
      if (!allowed.includes(attribute)) return `Attribute ${attribute} on <${name}> is not allowed`;
      if (attribute === 'href' && !SAFE_HREF.test(value)) {
        return `Link to a refused address: ${value.slice(0, 40)}`;
      }
      if (attribute === 'target' && value !== '_blank') return `Link target ${value}`;
      if (attribute === 'start' && !/^\d{1,6}$/.test(value)) return `List start ${value}`;
    }
    index = html.indexOf('<', TAG.lastIndex);
  }
  return null;
}

const pageHtmlField = z.string().superRefine((html, ctx) => {
  const reason = unsafeHtmlReason(html);
  if (reason) ctx.addIssue({ code: 'custom', message: reason });
});

/** One question of an FAQ page and its answer, rendered as a disclosure (`<details>`). */
export const publicPageItemSchema = z.strictObject({
  question: textField,
  answerHtml: pageHtmlField,
});

/**
 * A brand's help, FAQ or terms-and-conditions page in one locale, as the CMS renders it from
 * its rich text: `html` is the body, `items` the FAQ's questions (empty for the other kinds).
 * `fallbackLocale` is set when the page has no text in `locale` and is shown in that one.
 *
 * @example
 * const page = publicPageSchema.parse(await response.json());
 * page.fallbackLocale ?? page.locale // the language the text is in
 */
export const publicPageSchema = z
  .strictObject({
    brandKey: slugField,
    kind: z.enum(PAGE_KINDS),
    locale: localeField,
    fallbackLocale: localeField.nullable(),
    title: textField,
    html: pageHtmlField,
    items: z.array(publicPageItemSchema),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .superRefine((page, ctx) => {
    if (page.fallbackLocale === page.locale) {
      ctx.addIssue({
        code: 'custom',
        message: 'fallbackLocale is for a page shown in another locale than the one asked for',
        path: ['fallbackLocale'],
      });
    }
  });

export type PublicPage = z.infer<typeof publicPageSchema>;
export type PublicPageItem = z.infer<typeof publicPageItemSchema>;
