import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { PayloadEmailAdapter, SendEmailOptions } from 'payload';
import { firstLink } from './firstLink';
import { htmlToText } from './htmlToText';
import type { MailSender } from './parseMailFrom';

export interface NodemailerAdapterOptions {
  /** `smtp://user:password@host:port`; without it every message is written to `mailDir`. */
  smtpUrl?: string | undefined;
  from: MailSender;
  /** Where messages go as `.eml` files when there is no SMTP server. */
  mailDir: string;
}

export interface SentEmail {
  messageId: string;
  /** The `.eml` file written, when there is no SMTP server. */
  file?: string;
}

/**
 * Payload's e-mail adapter on nodemailer (the official `@payloadcms/email-nodemailer` is not
 * published at Payload's version). With `SMTP_URL` it sends; without, a fresh machine still works:
 * each message is written as an `.eml` file (open it in any mail client) and the log names the
 * file and the first link in it, so a reset or invitation link can be followed from the terminal.
 * A message without a text part gets one made from its HTML.
 */
export function nodemailerAdapter(
  options: NodemailerAdapterOptions,
): PayloadEmailAdapter<SentEmail> {
  return ({ payload }) => {
    const transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const defaultFrom = { name: options.from.name, address: options.from.address };

    return {
      name: 'nodemailer',
      defaultFromAddress: options.from.address,
      defaultFromName: options.from.name,
      async sendEmail(message: SendEmailOptions): Promise<SentEmail> {
        const html = typeof message.html === 'string' ? message.html : undefined;
        const info = await transport.sendMail({
          ...message,
          from: message.from ?? defaultFrom,
          ...(message.text === undefined && html !== undefined ? { text: htmlToText(html) } : {}),
        });
        const recipients = info.envelope.to.join(', ');
        if (options.smtpUrl) {
          payload.logger.info(`E-mail "${String(message.subject)}" sent to ${recipients}`);
          return { messageId: info.messageId };
        }
        const file = path.join(options.mailDir, emlFileName(recipients));
        await mkdir(options.mailDir, { recursive: true });
        await writeFile(file, info.message as Buffer);
        const link = firstLink(html ?? (typeof message.text === 'string' ? message.text : ''));
        payload.logger.info(
          `E-mail "${String(message.subject)}" to ${recipients} written to ${file}${link ? `; link: ${link}` : ''}`,
        );
        return { messageId: info.messageId, file };
      },
    };
  };
}

/** Sortable by time, readable, unique: `2026-11-22T15-04-05-123Z-ana_at_bistro.ro-1a2b3c.eml`. */
function emlFileName(recipients: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const who = recipients
    .replace(/@/g, '_at_')
    .replace(/[^\w.-]+/g, '_')
    .slice(0, 60);
  return `${stamp}-${who}-${randomBytes(3).toString('hex')}.eml`;
}
