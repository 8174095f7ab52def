import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The fonts every download is set in: DejaVu Sans Condensed, regular and bold, shipped unmodified
 * in `downloads/fonts` (Bitstream Vera licence with public-domain DejaVu changes, see
 * fonts/LICENSE). PDFKit's built-in Helvetica is WinAnsi only and cannot print ș ț ő ű; these
 * cover every letter of the 7 locales, "≥" and "Œ", and need nothing installed on the machine.
 */
export const PDF_FONT_FILES = {
  regular: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
} as const;

export type PdfFont = keyof typeof PDF_FONT_FILES;

/** A font as PDFKit accepts it: a file path, or a font it has already parsed (fontkit's). */
export type PdfFontSource = string | { layout: (...args: never[]) => unknown };

let paths: Record<PdfFont, string> | undefined;
const parsed: Partial<Record<PdfFont, PdfFontSource>> = {};

/**
 * Absolute paths of the font files. Beside this module first; the working directory of the CMS
 * (or of the repository) when a bundler has moved the module away from its source folder.
 */
export function pdfFontPaths(): Record<PdfFont, string> {
  if (paths) return paths;
  const candidates = [
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fonts'),
    path.resolve(process.cwd(), 'src', 'downloads', 'fonts'),
    path.resolve(process.cwd(), 'cms', 'src', 'downloads', 'fonts'),
  ];
  const dir = candidates.find((candidate) =>
    existsSync(path.join(candidate, PDF_FONT_FILES.regular)),
  );
  if (!dir) {
    throw new Error(
      `The PDF fonts are missing: looked for ${PDF_FONT_FILES.regular} in ${candidates.join(', ')}`,
    );
  }
  paths = {
    regular: path.join(dir, PDF_FONT_FILES.regular),
    bold: path.join(dir, PDF_FONT_FILES.bold),
  };
  return paths;
}

/**
 * What to hand PDFKit for each font: the font it parsed for an earlier document when there was
 * one, else the file. Parsing a TrueType file and decoding its glyphs costs more than laying
 * out a whole label, and PDFKit accepts a parsed font, so every document after the first
 * skips that work (each document still embeds its own subset).
 */
export function pdfFontSources(): Record<PdfFont, PdfFontSource> {
  const files = pdfFontPaths();
  return { regular: parsed.regular ?? files.regular, bold: parsed.bold ?? files.bold };
}

interface ParsedFont {
  layout: (...args: never[]) => unknown;
  characterSet?: number[];
  glyphForCodePoint?: (codePoint: number) => unknown;
}

function isParsedFont(value: unknown): value is ParsedFont {
  return (
    typeof value === 'object' &&
    value !== null &&
    'layout' in value &&
    typeof value.layout === 'function'
  );
}

// PDFKit keeps the current font's fontkit font in `_font.font`, which its types leave out.
function currentParsedFont(doc: PDFKit.PDFDocument): ParsedFont | null {
  const current = '_font' in doc ? doc._font : undefined;
  const font =
    typeof current === 'object' && current !== null && 'font' in current ? current.font : undefined;
  return isParsedFont(font) ? font : null;
}

// Alphabetic presentation forms (ﬁ, ﬂ, …): their glyphs are ligatures that the font's 'liga'
// feature makes from two letters, which must keep those letters as their text.
const isPresentationForm = (codePoint: number) => codePoint >= 0xfb00 && codePoint <= 0xfb4f;

/**
 * Keeps the parsed font PDFKit made from a file, for the next documents. PDFKit keeps it on the
 * document's current font (`_font.font`, fontkit's object); if a later PDFKit stops doing so,
 * nothing is kept and every document reads the files again: slower, still correct.
 *
 * fontkit caches each glyph with the characters of its first use, and PDFKit writes those into
 * the PDF's text layer (what copy-paste, search and screen readers read). A document whose subset
 * pulls in "O" as a part of "Ö" would cache "O" with no character, and every later document
 * would lose its "O"s from the text. So the glyph of every character the font maps is created
 * up front, with its character, before the font is shared.
 */
export function rememberParsedFont(font: PdfFont, doc: PDFKit.PDFDocument) {
  if (parsed[font]) return;
  const current = currentParsedFont(doc);
  if (!current) return;
  const { characterSet, glyphForCodePoint } = current;
  if (!Array.isArray(characterSet) || typeof glyphForCodePoint !== 'function') return;
  for (const codePoint of characterSet) {
    if (!isPresentationForm(codePoint)) glyphForCodePoint.call(current, codePoint);
  }
  parsed[font] = current as PdfFontSource;
}
