import QRCode from 'qrcode';
import sharp from 'sharp';
import { QR_OPTIONS } from './_lib/qrOptions';

/** Pixels of the print PNG: 10 cm wide at 300 dpi, far above what any printed size needs. */
export const QR_PNG_SIZE = 1200;
const PRINT_DPI = 300;

/**
 * The QR code of `url` as a black-on-white PNG of 1200 × 1200 px tagged 300 dpi (error
 * correction H, quiet zone included), so it prints at 10 cm by default and stays sharp when
 * scaled down.
 *
 * @example
 * (await sharp(await qrCodePng(url)).metadata()).width // 1200
 */
export async function qrCodePng(url: string): Promise<Buffer> {
  const png = await QRCode.toBuffer(url, { ...QR_OPTIONS, type: 'png', width: QR_PNG_SIZE });
  return sharp(png).withMetadata({ density: PRINT_DPI }).png({ compressionLevel: 9 }).toBuffer();
}
