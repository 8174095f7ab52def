import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/** The text of a PDF as poppler's `pdftotext -layout` reads it (what a copy-paste would give). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      maxBuffer: 32 * 1024 * 1024,
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The number of pages poppler finds. */
export async function pdfPageCount(pdf: Buffer): Promise<number> {
  return pdfText(pdf).then((text) => text.split('\f').filter((page) => page.trim() !== '').length);
}

export interface RenderedPage {
  width: number;
  height: number;
  /** Share of pixels that are not white, 0–1: a blank page is 0. */
  inked: number;
}

/**
 * Renders every page with poppler's `pdftoppm` (fails on a PDF poppler cannot read) and measures
 * how much of each page is inked, so a test can tell a page with content from a blank one.
 */
export async function renderPdfPages(pdf: Buffer, dpi = 50): Promise<RenderedPage[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-ppm-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', ['-png', '-r', String(dpi), file, path.join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    // Awaited here, so the files are read before `finally` deletes them.
    return await Promise.all(
      pages.map(async (name) => {
        const { data, info } = await sharp(path.join(dir, name))
          .greyscale()
          .raw()
          .toBuffer({ resolveWithObject: true });
        let inked = 0;
        for (const value of data) if (value < 200) inked += 1;
        return { width: info.width, height: info.height, inked: inked / data.length };
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
