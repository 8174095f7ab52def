import sharp from 'sharp';
import { readMediaFile, type StoredMediaFile } from '../../../collections/Media/readMediaFile';
import type { PngImage } from '../../tableCardView';

/** Wide enough for a logo 5 cm across at 300 dpi. */
const LOGO_PNG_WIDTH = 600;

/**
 * A restaurant's logo (a media document, populated) as a PNG for PDFKit, which reads only PNG
 * and JPEG while owners upload WebP, AVIF and SVG too. A logo whose file is missing or cannot be
 * read prints no logo rather than failing the whole download. The file comes from wherever media
 * live (the bucket or MEDIA_DIR).
 */
export async function loadLogoPng(
  logo: StoredMediaFile | number | null | undefined,
): Promise<PngImage | null> {
  if (!logo || typeof logo !== 'object' || !logo.filename) return null;
  try {
    const { data, info } = await sharp(await readMediaFile({ ...logo, filename: logo.filename }))
      .resize({ width: LOGO_PNG_WIDTH, withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
