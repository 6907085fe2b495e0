import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** Every page gets the buyer's e-mail and purchase id along its bottom edge, so a leaked copy names its source. */
export async function stampPdf(bytes: Buffer, stamp: { email: string; purchaseId: string }): Promise<Buffer> {
  const pdf = await PDFDocument.load(bytes, { ignoreEncryption: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  // The standard fonts only encode WinAnsi: anything else in an address is replaced, never dropped silently.
  const text = `Licensed to ${stamp.email} - purchase ${stamp.purchaseId}`.replace(/[^\x20-\x7E]/g, '?');
  for (const page of pdf.getPages()) {
    const { width } = page.getSize();
    const size = Math.min(9, Math.max(5, (width - 40) / (text.length * 0.5)));
    page.drawText(text, { x: 20, y: 12, size, font, color: rgb(0.45, 0.45, 0.45), opacity: 0.85 });
  }
  pdf.setSubject(`Licensed to ${stamp.email} (purchase ${stamp.purchaseId})`);
  return Buffer.from(await pdf.save());
}

/** The page count, or null when the bytes are not a PDF pdf-lib can read (encrypted ones included). */
export async function pdfPageCount(bytes: Buffer): Promise<number | null> {
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    return pdf.getPageCount();
  } catch {
    return null;
  }
}
