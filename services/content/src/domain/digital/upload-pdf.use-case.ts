import { digitalMessages as m, type Identity, type PdfUploadResponse } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import type { PdfFileRepository } from '../../data-access/digital/pdf-file-repository';
import { pdfPageCount } from './stamp-pdf';

const PDF_MAGIC = Buffer.from('%PDF-');

/** A PDF is judged by its bytes (the magic, then a full parse), never by its name or declared type. */
export function uploadPdf(pdfFiles: PdfFileRepository) {
  return async (identity: Identity, bytes: Buffer): Promise<PdfUploadResponse> => {
    if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new AppError('unsupported-type', m.notPdf, 415);
    const pages = await pdfPageCount(bytes);
    if (pages === null || pages < 1) throw new AppError('unreadable', m.pdfUnreadable, 415);
    return { pdfPath: await pdfFiles.save(bytes, { uploadedBy: identity.sub, pages }), pages };
  };
}
export type PdfUploadUseCase = ReturnType<typeof uploadPdf>;
