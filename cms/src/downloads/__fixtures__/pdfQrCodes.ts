import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The QR codes a phone would read from a printed PDF: every page rendered by poppler's `pdftoppm`
 * at `dpi`, then decoded by zbar's `zbarimg`. With `keepPngAs`, the first page's PNG is kept at
 * that path, to be looked at.
 */
export async function pdfQrCodes(
  pdf: Buffer,
  options: { dpi?: number; keepPngAs?: string } = {},
): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-qr-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', ['-png', '-r', String(options.dpi ?? 150), file, path.join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    if (options.keepPngAs && pages[0]) await copyFile(path.join(dir, pages[0]), options.keepPngAs);
    const codes: string[] = [];
    for (const page of pages) {
      // zbarimg exits with 4 when it finds no code: that is an answer, not a failure.
      const { stdout } = await run('zbarimg', ['--quiet', '--raw', path.join(dir, page)]).catch(
        (error: { code?: number; stdout?: string }) => {
          if (error.code === 4) return { stdout: '' };
          throw error;
        },
      );
      codes.push(...stdout.split('\n').filter(Boolean));
    }
    return codes;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
