import { allergenMatrixEndpoint } from './allergenMatrixEndpoint';
import { labelPdfEndpoint } from './labelPdfEndpoint';
import { menuPdfEndpoint } from './menuPdfEndpoint';
import { qrCodeEndpoint } from './qrCodeEndpoint';

/**
 * The files owners and staff download from the admin (labels, printable menus, allergen
 * matrices, QR codes), under /api/downloads, for signed-in users only and only for their own
 * restaurants (root `endpoints`).
 */
export const downloadEndpoints = [
  labelPdfEndpoint,
  menuPdfEndpoint,
  allergenMatrixEndpoint,
  qrCodeEndpoint,
];
