import { escapeHtml } from '@nutrimenu/core/html';
import sharp from 'sharp';
import { pdfFontPaths } from '../downloads/pdf/pdfFonts';

/** A block of text as an RGBA PNG layer, and its size. */
export interface TextLayer {
  png: Buffer;
  width: number;
  height: number;
}

export interface TextStyle {
  weight: 'regular' | 'bold';
  /** Pixels (the text is rendered at 72 dpi, where a point is a pixel). */
  size: number;
  /** The smallest size a text too long for `size` is shrunk to before it is cut. */
  minSize: number;
  color: string;
  /** The width it wraps at. */
  width: number;
  maxLines: number;
}

// The downloads' DejaVu Sans Condensed covers every letter of the 7 locales (ă ș ț î â, ő ű) and
// needs no font installed on the machine; Pango finds it by its family name in the file.
const FAMILY = { regular: 'DejaVu Sans Condensed', bold: 'DejaVu Sans Condensed Bold' } as const;
const ELLIPSIS = '…';

const SHRINK_STEP = 4;

// Without a width, the text is one line: how wide a word is.
async function render(text: string, style: TextStyle, wrap = true): Promise<TextLayer> {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${style.color}">${escapeHtml(text)}</span>`,
      fontfile: pdfFontPaths()[style.weight],
      font: `${FAMILY[style.weight]} ${style.size}`,
      ...(wrap ? { width: style.width } : {}),
      dpi: 72,
      rgba: true,
      wrap: 'word-char',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

// Pango's line height for the style, measured once per size and weight.
const lineHeights = new Map<string, Promise<number>>();

function lineHeight(style: TextStyle): Promise<number> {
  const key = `${style.weight}-${style.size}`;
  let known = lineHeights.get(key);
  if (!known) {
    known = render('Ăg', { ...style, width: style.size * 10 }).then((layer) => layer.height);
    lineHeights.set(key, known);
  }
  return known;
}

async function fits(words: string[], style: TextStyle): Promise<TextLayer | null> {
  // Pango also breaks a line after a hyphen: 'Töltöttkáposzta-' and 'különlegesség' are set apart.
  const pieces = new Set(words.flatMap((word) => word.split(/(?<=-)/)));
  const widths = await Promise.all(
    [...pieces].map(async (piece) => (await render(piece, style, false)).width),
  );
  if (widths.some((width) => width > style.width)) return null;
  // Half a line of slack: Pango's block is a little taller than its lines.
  const maxHeight = (await lineHeight(style)) * (style.maxLines + 0.5);
  const whole = await render(words.join(' '), style);
  return whole.height <= maxHeight ? whole : null;
}

// The most words that fit with an ellipsis; a single word too wide for a line is cut by characters.
async function cut(words: string[], style: TextStyle): Promise<TextLayer> {
  const maxHeight = (await lineHeight(style)) * (style.maxLines + 0.5);
  let low = 0;
  let high = words.length - 1;
  let best: TextLayer | null = null;
  while (low <= high) {
    const count = Math.floor((low + high) / 2);
    const kept =
      count === 0
        ? [...(words[0] ?? '')].slice(0, style.maxLines * 12).join('')
        : words.slice(0, count).join(' ');
    const candidate = await render(`${kept}${ELLIPSIS}`, style);
    if (candidate.height <= maxHeight) {
      best = candidate;
      low = count + 1;
    } else {
      high = count - 1;
    }
  }
  return best ?? render(ELLIPSIS, style);
}

/**
 * `text` set in the card's font, wrapped at `style.width` between words, in at most
 * `style.maxLines` lines: a text too long (or with a word too wide) for `style.size` is set
 * smaller, down to `style.minSize`, and past that keeps its first words and ends with an
 * ellipsis. Empty text gives null.
 */
export async function cardText(text: string, style: TextStyle): Promise<TextLayer | null> {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return null;
  for (let size = style.size; size >= style.minSize; size -= SHRINK_STEP) {
    const set = await fits(words, { ...style, size });
    if (set) return set;
  }
  return cut(words, { ...style, size: style.minSize });
}
