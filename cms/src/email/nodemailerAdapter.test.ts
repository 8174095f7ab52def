import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Payload } from 'payload';
import { afterEach, describe, expect, test } from 'vitest';
import { nodemailerAdapter } from './nodemailerAdapter';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

function fakePayload() {
  const lines: string[] = [];
  const payload = { logger: { info: (line: string) => lines.push(line) } } as unknown as Payload;
  return { payload, lines };
}

describe('nodemailerAdapter without SMTP_URL', () => {
  test('writes each message as an .eml file and logs the file and the first link', async () => {
    const mailDir = path.join(await mkdtemp(path.join(tmpdir(), 'nutrimenu-mail-')), 'mail');
    dirs.push(path.dirname(mailDir));
    const { payload, lines } = fakePayload();
    const adapter = nodemailerAdapter({
      from: { name: 'Nutrimenu', address: 'no-reply@localhost' },
      mailDir,
    })({ payload });
    expect(adapter.defaultFromAddress).toBe('no-reply@localhost');

    const sent = await adapter.sendEmail({
      to: 'ana@bistro.ro',
      subject: 'Resetarea parolei Nutrimenu',
      html: '<p>Bună ziua, Ana,</p><p><a href="http://localhost:3000/admin/reset/ab12">Alegeți o parolă nouă</a></p>',
    });

    const files = await readdir(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ana_at_bistro\.ro-[0-9a-f]{6}\.eml$/);
    expect(sent.file).toBe(path.join(mailDir, files[0] ?? ''));
    const mail = await simpleParser(await readFile(sent.file ?? ''));
    expect(mail.subject).toBe('Resetarea parolei Nutrimenu');
    expect(mail.from?.value).toEqual([{ address: 'no-reply@localhost', name: 'Nutrimenu' }]);
    expect(mail.text?.trim()).toBe(
      'Bună ziua, Ana,\n\nAlegeți o parolă nouă: http://localhost:3000/admin/reset/ab12',
    );
    expect(mail.html).toContain('href="http://localhost:3000/admin/reset/ab12"');
    expect(lines).toEqual([
      `E-mail "Resetarea parolei Nutrimenu" to ana@bistro.ro written to ${sent.file}; link: http://localhost:3000/admin/reset/ab12`,
    ]);
  });
});
