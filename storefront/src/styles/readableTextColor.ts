// WCAG 2.x relative luminance of one sRGB channel given as 0–255.
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/**
 * The WCAG relative luminance of a `#rrggbb` colour, from 0 (black) to 1 (white); `null` when the
 * text is not such a colour.
 *
 * @example
 * relativeLuminance('#ffffff') // 1
 */
export function relativeLuminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  const [r, g, b] = [match[1], match[2], match[3]].map((part) =>
    channel(Number.parseInt(part ?? '0', 16)),
  );
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/**
 * The WCAG contrast ratio of two luminances, from 1 to 21.
 *
 * @example
 * contrastRatio(1, 0) // 21
 */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Black or white, whichever reads better on `background` (a `#rrggbb` brand colour). One of the
 * two always reaches at least 4.58:1, so text on any brand colour passes WCAG AA; a colour that
 * is not `#rrggbb` gets black, as on the default #f3f3f3.
 *
 * @example
 * readableTextColor('#f3f3f3') // '#000000'
 * readableTextColor('#123456') // '#ffffff'
 */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  const luminance = relativeLuminance(background);
  if (luminance === null) return '#000000';
  return contrastRatio(luminance, 0) >= contrastRatio(luminance, 1) ? '#000000' : '#ffffff';
}
