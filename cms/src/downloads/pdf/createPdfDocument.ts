import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import PDFDocument from 'pdfkit';
import { pdfFontSources, rememberParsedFont } from './pdfFonts';

export interface PdfDocumentOptions {
  /** The document title (PDF metadata, shown by viewers in the title bar). */
  title: string;
  locale: Locale;
  size?: string;
  layout?: 'portrait' | 'landscape';
  /** Page margin in points on every side. */
  margin?: number;
}

export interface PdfDocumentHandle {
  doc: PDFKit.PDFDocument;
  /** Ends the document and resolves with its bytes. */
  finish: () => Promise<Buffer>;
}

/**
 * A PDFKit document set up the way every download needs it: the shipped fonts registered as
 * `regular` and `bold` (so no WinAnsi standard font is ever loaded), the language tag of the
 * locale for screen readers, a title, and buffered pages so page numbers can be stamped at the end.
 *
 * @example
 * const { doc, finish } = createPdfDocument({ title: 'Salată Caesar', locale: 'ro' });
 * doc.font('bold').text('Salată Caesar');
 * const pdf = await finish();
 */
export function createPdfDocument(options: PdfDocumentOptions): PdfDocumentHandle {
  const fonts = pdfFontSources();
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    layout: options.layout ?? 'portrait',
    margin: options.margin ?? 42,
    bufferPages: true,
    // A TrueType default font: PDFKit then never loads its WinAnsi Helvetica.
    font: fonts.regular as string,
    lang: LOCALE_TAGS[options.locale],
    displayTitle: true,
    info: { Title: options.title, Creator: 'Nutrimenu', Producer: 'Nutrimenu' },
  });
  doc.registerFont('regular', fonts.regular as string);
  doc.registerFont('bold', fonts.bold as string);
  doc.font('bold');
  rememberParsedFont('bold', doc);
  doc.font('regular');
  rememberParsedFont('regular', doc);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}
