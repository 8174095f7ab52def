import { allergenMatrixEndpoint } from './allergenMatrixEndpoint';
import { costingReportEndpoint } from './costingReportEndpoint';
import { guestMenuPdfEndpoint } from './guestMenuPdfEndpoint';
import { labelPdfEndpoint } from './labelPdfEndpoint';
import { menuAsShownEndpoint } from './menuAsShownEndpoint';
import { menuPdfEndpoint } from './menuPdfEndpoint';
import { qrCodeEndpoint } from './qrCodeEndpoint';
import { tableCardEndpoint } from './tableCardEndpoint';
import { technicalSheetBookEndpoint } from './technicalSheetBookEndpoint';
import { technicalSheetEndpoint } from './technicalSheetEndpoint';
import { technicalSheetPdfEndpoint } from './technicalSheetPdfEndpoint';

/**
 * The files owners and staff download from the admin (labels, printable menus, allergen
 * matrices, QR codes, table cards, technical sheets, the menu as it was shown at a past moment, costing reports), under /api/downloads, for signed-in users only and only for their own
 * restaurants (root `endpoints`).
 */
export const downloadEndpoints = [
  labelPdfEndpoint,
  menuPdfEndpoint,
  guestMenuPdfEndpoint,
  allergenMatrixEndpoint,
  qrCodeEndpoint,
  tableCardEndpoint,
  technicalSheetEndpoint,
  menuAsShownEndpoint,
  technicalSheetPdfEndpoint,
  technicalSheetBookEndpoint,
  costingReportEndpoint,
];
