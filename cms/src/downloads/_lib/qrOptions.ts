/**
 * Error correction H restores up to 30 % of the symbol: a printed code still scans when a table
 * tent is scuffed, folded or partly covered. The quiet zone of 4 modules is the standard's.
 */
export const QR_OPTIONS = {
  errorCorrectionLevel: 'H',
  margin: 4,
  color: { dark: '#000000', light: '#ffffff' },
} as const;
