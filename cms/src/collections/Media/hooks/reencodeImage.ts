import type { CollectionBeforeOperationHook } from 'payload';
import sharp from 'sharp';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';

// sharp's format names of the images Media accepts, with the MIME type stored for each.
const RASTER_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heif: 'image/avif',
} as const;

type RasterFormat = keyof typeof RASTER_TYPES;

function isRaster(format: string | undefined): format is RasterFormat {
  return format !== undefined && format in RASTER_TYPES;
}

/**
 * Every uploaded image is decoded and written anew with sharp before Payload stores it, so a stored
 * original holds only its pixels: no bytes appended after the image (HTML, scripts, a ZIP), no EXIF
 * (camera position, GPS) either; the orientation EXIF gave is applied first. An SVG stays as sent:
 * Payload serves XML types under a policy that runs no script. What sharp cannot read as an image
 * is refused, in the uploader's language, before Payload's own check answers "The following field
 * is invalid: file". The declared MIME type is replaced by the real one.
 */
export const reencodeImage: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file;
  if (!file || (operation !== 'create' && operation !== 'update')) return args;
  const format = await readableFormat(file.data);
  if (format === 'svg') return args;
  const encoded = isRaster(format) ? await reencode(file.data, format) : null;
  if (!isRaster(format) || !encoded) {
    const t = await adminTranslator(req);
    throw publicApiError(t('admin.media.error.notAnImage'), 400);
  }
  file.data = encoded;
  file.size = encoded.length;
  file.mimetype = RASTER_TYPES[format];
  return args;
};

async function readableFormat(data: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(data).metadata()).format;
  } catch {
    return undefined;
  }
}

// null when the container reads but its pixels do not (a truncated file, HEVC in a HEIF box).
async function reencode(data: Buffer, format: RasterFormat): Promise<Buffer | null> {
  try {
    return await sharp(data, { animated: true })
      .rotate()
      .toFormat(format === 'heif' ? 'avif' : format, { quality: 90 })
      .toBuffer();
  } catch {
    return null;
  }
}
