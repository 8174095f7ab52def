import { expect, test } from 'vitest';
import { pdfText } from '../__fixtures__/pdfText';
import { createPdfDocument } from './createPdfDocument';

async function pdfOf(text: string, bold = false): Promise<Buffer> {
  const { doc, finish } = createPdfDocument({ title: 'test', locale: 'hu' });
  doc.font(bold ? 'bold' : 'regular').text(text);
  return finish();
}

test('every document keeps its text, also after another one used the same letters inside accented ones', async () => {
  // "Ö", "Ő", "Ó" are built from "O" in the font: the first document's subset takes "O" as a part.
  expect((await pdfText(await pdfOf('ÖŐÓ öőó ÜŰÚ', true))).trim()).toBe('ÖŐÓ öőó ÜŰÚ');
  expect((await pdfText(await pdfOf('ORO 29,00 RON Üdítő', true))).trim()).toBe(
    'ORO 29,00 RON Üdítő',
  );
  expect((await pdfText(await pdfOf('Ouă, Ștefan, țelină, fișă', false))).trim()).toBe(
    'Ouă, Ștefan, țelină, fișă',
  );
  expect((await pdfText(await pdfOf('fișă filet flori', true))).trim()).toBe('fișă filet flori');
});
