import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** `smtp://user:password@127.0.0.1:PORT`, for SMTP_URL. */
  url: string;
  /** Every message received so far, in order, parsed. */
  received: ParsedMail[];
  /**
   * The next message to `address` not taken yet: resolves when it arrives (or at once if it
   * already has), rejects after `timeoutMs` so a missing e-mail fails the test, not hangs it.
   */
  nextMessageTo(address: string, timeoutMs?: number): Promise<ParsedMail>;
  /** Recipients the server refuses (the sender's SMTP conversation fails), to test failures. */
  refuse(address: string): void;
  close(): Promise<void>;
}

const USER = 'nutrimenu';
const PASSWORD = 'smtp-test-password';

/**
 * A real SMTP server (`smtp-server`) on a free loopback port that requires the credentials in
 * its URL, parses what it receives with `mailparser` and keeps it for the test to read. No TLS:
 * it is loopback only.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const refused = new Set<string>();
  const listeners = new Set<() => void>();

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      } else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          for (const listener of listeners) listener();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const recipientsOf = (mail: ParsedMail): string[] =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
      .flatMap((to) => to.value)
      .map((entry) => entry.address?.toLowerCase() ?? '');

  function take(address: string): ParsedMail | undefined {
    const mail = received.find(
      (candidate) =>
        !taken.has(candidate) && recipientsOf(candidate).includes(address.toLowerCase()),
    );
    if (mail) taken.add(mail);
    return mail;
  }

  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    nextMessageTo(address, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = take(address);
          if (!mail) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No e-mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    refuse(address) {
      refused.add(address.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The set-password link of an account e-mail: the first /admin/reset/… URL of its text part. */
export function setPasswordLinkOf(mail: ParsedMail): URL {
  const match = /https?:\/\/\S+\/admin\/reset\/[0-9a-f]+(\?lng=[a-z]{2})?/.exec(mail.text ?? '');
  if (!match) throw new Error(`No set-password link in: ${mail.text}`);
  return new URL(match[0]);
}

/** The token at the end of a set-password link. */
export function tokenOf(link: URL): string {
  const token = link.pathname.split('/').pop();
  if (!token) throw new Error(`No token in ${link.href}`);
  return token;
}
