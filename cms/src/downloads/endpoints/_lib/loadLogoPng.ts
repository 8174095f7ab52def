import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { env } from '../../../env';
import type { Id } from '../../../publicApi/storedDocs';
import type { PngImage } from '../../tableCardView';

/** Wide enough for a logo 5 cm across at 300 dpi. */
const LOGO_PNG_WIDTH = 600;

/**
 * A restaurant's logo (a media document, populated) as a PNG for PDFKit, which reads only PNG
 * and JPEG while owners upload WebP, AVIF and SVG too. A logo whose file is missing or cannot be
 * read prints no logo rather than failing the whole download.
 */
export async function loadLogoPng(
  logo: { filename?: string | null } | Id | null | undefined,
): Promise<PngImage | null> {
  if (!logo || typeof logo !== 'object' || !logo.filename) return null;
  // `basename`: a file name stored with a folder in it must not reach outside the media folder.
  const file = path.join(env().MEDIA_DIR, path.basename(logo.filename));
  try {
    const { data, info } = await sharp(await readFile(file))
      .resize({ width: LOGO_PNG_WIDTH, withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
