import { escapeHtml } from '@nutrimenu/core/html';
import { isLocale } from '@nutrimenu/core/locale';
import { accountTexts, fillPlaceholders } from '../i18n/accountTexts';

export interface AccountEmailInput {
  kind: 'invitation' | 'reset';
  /** The recipient's preferred locale; anything else reads in English. */
  locale: string | null | undefined;
  name: string | null | undefined;
  email: string;
  /** The set-password or reset link. */
  link: string;
  /** How many days an invitation link stays valid. */
  validDays?: number;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The invitation and password-reset e-mails in the recipient's language: a subject, a small HTML
 * body with one button, and its plain-text alternative (the same words, the link written out).
 */
export function renderAccountEmail(input: AccountEmailInput): RenderedEmail {
  const texts = accountTexts(input.locale);
  const message = texts.email[input.kind];
  const lang = input.locale && isLocale(input.locale) ? input.locale : 'en';
  const paragraphs = [
    fillPlaceholders(texts.email.greeting, { name: input.name?.trim() || input.email }),
    message.body,
  ];
  const after = [
    fillPlaceholders(message.expires, { days: input.validDays ?? 0 }),
    fillPlaceholders(texts.email.signInAddress, { email: input.email }),
    message.ignore,
  ];
  const link = escapeHtml(input.link);
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1b1b">',
    ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    `<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#2e7d32;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(message.action)}</a></p>`,
    `<p style="font-size:14px;word-break:break-all"><a href="${link}">${link}</a></p>`,
    ...after.map((text) => `<p style="font-size:14px;color:#555555">${escapeHtml(text)}</p>`),
    '</body></html>',
  ].join('\n');
  const text = [...paragraphs, `${message.action}: ${input.link}`, ...after].join('\n\n');
  return { subject: message.subject, html, text };
}
