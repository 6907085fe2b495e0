import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/**
 * The lines a PDF written by pdf-lib with a standard font shows, page by page in order: each
 * `<hex> Tj` of the page's content streams (WinAnsi bytes), read back with pdf-lib's own decoder.
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const refs = contents ? ('asArray' in contents ? contents.asArray() : [contents]) : [];
    for (const ref of refs) {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of text.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) lines.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
    }
  }
  return lines;
}
