import QRCode from 'qrcode';
import { QR_OPTIONS } from './_lib/qrOptions';

/**
 * The QR code of `url` as an SVG document: black on white, error correction H, scales to any
 * print size without loss.
 *
 * @example
 * await qrCodeSvg('https://menu.nutrischeme.com/restaurant/demo-bistro') // '<svg …'
 */
export function qrCodeSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...QR_OPTIONS, type: 'svg' });
}
