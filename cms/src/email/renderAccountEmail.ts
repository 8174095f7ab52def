import { escapeHtml } from '@nutrimenu/core/html';
import type { Locale } from '@nutrimenu/core/locale';
import type { MessageKey, Translate } from '@nutrimenu/core/messages';

export interface AccountEmailInput {
  kind: 'invitation' | 'restaurantInvitation' | 'reset';
  /** Core's translator for the recipient's preferred language (`adminTranslator`). */
  t: Translate;
  /** The locale `t` speaks, for the HTML's `lang`. */
  locale: Locale;
  name: string | null | undefined;
  email: string;
  /** The set-password or reset link. */
  link: string;
  /** How many days an invitation link stays valid. */
  validDays?: number;
  /** What the subject and body name, such as `{restaurant}`, `{brand}`, `{role}`. */
  values?: Record<string, string>;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

// Written out rather than built from `kind`, so every key in use can be found in the code.
const KEYS = {
  invitation: {
    subject: 'email.invitation.subject',
    body: 'email.invitation.body',
    action: 'email.invitation.action',
    expires: 'email.invitation.expires',
    ignore: 'email.invitation.ignore',
  },
  restaurantInvitation: {
    subject: 'email.restaurantInvitation.subject',
    body: 'email.restaurantInvitation.body',
    action: 'email.restaurantInvitation.action',
    expires: 'email.restaurantInvitation.expires',
    ignore: 'email.restaurantInvitation.ignore',
  },
  reset: {
    subject: 'email.reset.subject',
    body: 'email.reset.body',
    action: 'email.reset.action',
    expires: 'email.reset.expires',
    ignore: 'email.reset.ignore',
  },
} as const satisfies Record<AccountEmailInput['kind'], Record<string, MessageKey>>;

/**
 * The invitation (to a new account or, for an existing one, to a restaurant) and password-reset
 * e-mails in the recipient's language: a subject, a small HTML
 * body with one button, and its plain-text alternative (the same words, the link written out).
 */
export function renderAccountEmail(input: AccountEmailInput): RenderedEmail {
  const { t, locale: lang } = input;
  const keys = KEYS[input.kind];
  const message = { subject: t(keys.subject, input.values), action: t(keys.action) };
  const paragraphs = [
    t('email.greeting', { name: input.name?.trim() || input.email }),
    t(keys.body, input.values),
  ];
  const after = [
    t(keys.expires, { days: input.validDays ?? 0 }),
    t('email.account.signInAddress', { email: input.email }),
    t(keys.ignore),
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
