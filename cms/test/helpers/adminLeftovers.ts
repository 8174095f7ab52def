import type { Locale } from '@nutrimenu/core/locale';
import { de } from '@nutrimenu/core/messages/de';
import { en, type MessageKey } from '@nutrimenu/core/messages/en';
import { es } from '@nutrimenu/core/messages/es';
import { fr } from '@nutrimenu/core/messages/fr';
import { hu } from '@nutrimenu/core/messages/hu';
import { it } from '@nutrimenu/core/messages/it';
import { ro } from '@nutrimenu/core/messages/ro';
import { deTranslations } from '@payloadcms/translations/languages/de';
import { esTranslations } from '@payloadcms/translations/languages/es';
import { frTranslations } from '@payloadcms/translations/languages/fr';
import { huTranslations } from '@payloadcms/translations/languages/hu';
import { itTranslations } from '@payloadcms/translations/languages/it';
import { roTranslations } from '@payloadcms/translations/languages/ro';
import type { Page } from 'playwright-core';
import { adminTranslations } from '../../src/i18n/adminTranslations';

/*
 * What an admin page in another language than English must not say: the English labels this
 * project defines (the admin-label families below: collections, groups, fields, options, units,
 * navigation, Payload overrides), less those a language writes the same ("Restaurant", "Pizza",
 * "g"); Payload's own texts that the project overrides ("Toggle bloc", "Light", "Tema Admin");
 * Payload's "Restaurant 01" row labels, raw field keys as tooltips, label objects printed as
 * "[object Object]", and templates left unfilled ("{{label}}").
 */

const ADMIN_LABEL_PREFIXES = [
  'admin.group.',
  'admin.collection.',
  'admin.field.',
  'admin.recipe.',
  'admin.menu.',
  'admin.ingredient.',
  'admin.nutrient.',
  'admin.nutriScore.',
  'admin.restaurant.',
  'admin.unit.',
  'admin.nav.',
  'admin.contentLocale',
  'admin.payload.',
  'admin.users.restaurantNumber',
];
export const CATALOGS = { ro, hu, de, fr, it, es } as const;
const PAYLOAD_CATALOGS = {
  ro: roTranslations,
  hu: huTranslations,
  de: deTranslations,
  fr: frTranslations,
  it: itTranslations,
  es: esTranslations,
} as const;

export type Finding = { key: string; text: string; pattern: RegExp };

/** Matches `text` as whole words ("Line" not inside another word); `{n}` is any number. */
function wholeWords(text: string): RegExp {
  const source = text
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{\w+\}/g, '\\d+')
    .replace(/[{}]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${source}($|[^\\p{L}])`, 'u');
}

/**
 * Whether `locale`'s own catalog says `pattern` somewhere: such a text on a page proves nothing
 * ("Export" in German's "Import und Export (CSV)", Hungarian's "Nyelv").
 */
function saidInCatalog(locale: keyof typeof CATALOGS, pattern: RegExp): boolean {
  return Object.values(CATALOGS[locale]).some((own: string) => pattern.test(own));
}

/** A pattern per English label that `locale` writes differently and never says itself. */
export function englishLabels(locale: keyof typeof CATALOGS): Finding[] {
  const keys = (Object.keys(en) as MessageKey[]).filter((key) =>
    ADMIN_LABEL_PREFIXES.some((prefix) => key.startsWith(prefix)),
  );
  return (
    keys
      .filter((key) => en[key] !== CATALOGS[locale][key])
      // A plural or select message is never shown as written: its branches are not one text.
      .filter((key) => !/\{\w+, ?(plural|select|selectordinal),/.test(en[key]))
      .map((key) => ({ key, text: en[key], pattern: wholeWords(en[key]) }))
      .filter(({ pattern }) => !saidInCatalog(locale, pattern))
  );
}

/**
 * Payload's own wording, in `locale`, of each text the project overrides where the override
 * words it otherwise ("Toggle bloc" for "Extinde sau restrânge blocul"), and the multi-tenant
 * plugin's numbered row labels ("Restaurant 01").
 */
export function payloadLeftovers(locale: keyof typeof CATALOGS): Finding[] {
  const ours = adminTranslations[locale] as Record<string, Record<string, string>>;
  const payloads = PAYLOAD_CATALOGS[locale] as unknown as Record<string, Record<string, string>>;
  const overridden = Object.entries(ours).flatMap(([group, texts]) =>
    Object.entries(texts).flatMap(([key, text]) => {
      const original = payloads[group]?.[key];
      if (!original || original === text) return [];
      const pattern = wholeWords(original);
      if (saidInCatalog(locale, pattern)) return [];
      return [{ key: `payload ${group}:${key}`, text: original, pattern }];
    }),
  );
  const rowLabel = { key: 'payload row label', text: 'Restaurant 01', pattern: /Restaurant 0\d/ };
  // Payload titles each checkbox with its field's path: a key of the code as a tooltip.
  const fieldKeys = [
    'onMenu',
    'redMeat',
    'frozen',
    'computed.stale',
    'allergensDeclared',
    'isDefault',
  ];
  const rawKeys = fieldKeys.map((key) => ({
    key: 'raw field key',
    text: key,
    pattern: new RegExp(`(^|\\n)${key.replace('.', '\\.')}(\\n|$)`),
  }));
  const objectLabel = {
    key: 'label object',
    text: '[object Object]',
    pattern: /\[object Object\]/,
  };
  const notifications = {
    key: 'notification area',
    text: 'Notifications alt+T',
    pattern: /Notifications alt\+T/,
  };
  return [...overridden, rowLabel, ...rawKeys, objectLabel, notifications];
}

/** Every leftover `locale`'s admin must not show: see the top of this file. */
export function adminLeftovers(locale: Exclude<Locale, 'en'>): Finding[] {
  const template = { key: 'unfilled template', text: '{{…}}', pattern: /\{\{[^}]*\}\}/ };
  // A value printed without its text, e.g. a content language with no name.
  const missing = {
    key: 'missing value',
    text: 'undefined',
    pattern: /(^|\P{L})undefined(\P{L}|$)/u,
  };
  return [...englishLabels(locale), ...payloadLeftovers(locale), template, missing];
}

/** What a page says, to the eye and to a screen reader (visually hidden text, labels, titles). */
export function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('script, style, template, noscript')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? '');
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        parts.push(element.getAttribute(name) ?? '');
      }
    }
    return parts.join('\n');
  });
}
