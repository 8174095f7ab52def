import { escapeHtml } from '@nutrimenu/core/html';
import { formatDay, LOCALES, type Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { Day } from '../collections/Subscriptions/days';

export interface SubscriptionWarningInput {
  t: Translate;
  locale: Locale;
  /** The owner's name, or their e-mail address. */
  name: string;
  restaurant: string;
  endsOn: Day;
  daysLeft: number;
  contact: { email: string | null; phone: string | null };
  /** Where the owner sees the subscription: the admin dashboard. */
  dashboardUrl: string;
}

export interface RenderedWarning {
  subject: string;
  html: string;
  text: string;
}

/**
 * The end-of-subscription warning to an owner, in their language: when the subscription ends,
 * what guests will read after that (the public menu's own notice), whom to contact to renew.
 */
export function renderSubscriptionWarning(input: SubscriptionWarningInput): RenderedWarning {
  const { t } = input;
  const subject = t('email.subscriptionEnding.subject', {
    days: input.daysLeft,
    restaurant: input.restaurant,
  });
  const paragraphs = [
    t('email.greeting', { name: input.name }),
    t('email.subscriptionEnding.body', {
      restaurant: input.restaurant,
      date: formatDay(input.endsOn, input.locale),
      notice: t('location.noSubscription'),
    }),
    t('admin.subscription.renewHint'),
  ];
  const contacts = [
    input.contact.email ? `${t('home.contact.email')}: ${input.contact.email}` : null,
    input.contact.phone ? `${t('home.contact.phone')}: ${input.contact.phone}` : null,
  ].filter((line): line is string => line !== null);
  const dashboard = t('email.subscriptionEnding.dashboard', { url: input.dashboardUrl });
  const reason = t('email.subscriptionEnding.reason', { restaurant: input.restaurant });
  const lang = LOCALES.includes(input.locale) ? input.locale : 'en';

  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1b1b">',
    ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    contacts.length > 0 ? `<p>${contacts.map(escapeHtml).join('<br>')}</p>` : '',
    `<p>${escapeHtml(dashboard)}</p>`,
    `<p style="font-size:14px;color:#555555">${escapeHtml(reason)}</p>`,
    '</body></html>',
  ].join('\n');
  const text = [
    ...paragraphs,
    ...(contacts.length > 0 ? [contacts.join('\n')] : []),
    dashboard,
    reason,
  ].join('\n\n');
  return { subject, html, text };
}
