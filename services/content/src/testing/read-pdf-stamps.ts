import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';

function pageContent(page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => page.doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => {
      const filter = stream.dict.get(PDFName.of('Filter'));
      const bytes = Buffer.from(stream.contents);
      return (filter === PDFName.of('FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    })
    .join('\n');
}

/** For each page: does its drawn text include `text` (as a literal or hex string, as pdf-lib writes it)? */
export async function pagesStampedWith(pdfBytes: Buffer | Uint8Array, text: string): Promise<boolean[]> {
  const pdf = await PDFDocument.load(pdfBytes);
  const hex = Buffer.from(text, 'latin1').toString('hex').toUpperCase();
  return pdf.getPages().map((page) => {
    const content = pageContent(page);
    return content.toUpperCase().includes(hex) || content.includes(`(${text})`);
  });
}
