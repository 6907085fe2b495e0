import busboy from 'busboy';
import type { Request } from 'express';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@wsms/contracts';
import { AppError, badRequest } from '@wsms/service-kit';

const MULTIPART_OVERHEAD = 64 * 1024;

export interface FileField {
  name: string;
  maxBytes: number;
  missing: string;
  tooLarge: string;
}
const imageField: FileField = { name: 'image', maxBytes: UPLOAD_MAX_BYTES, missing: uploadMessages.missing, tooLarge: uploadMessages.tooLarge };

/** Stops reading a refused body (the rest is drained, never kept) so the answer can go out. */
function abandon(req: Request, parser: NodeJS.WritableStream) {
  req.unpipe(parser);
  req.resume();
}

/** The bytes of the multipart field `image` (at most 5 MB). */
export const readImageField = (req: Request, maxBytes = UPLOAD_MAX_BYTES) => readFileField(req, { ...imageField, maxBytes });

/**
 * The bytes of one multipart file field, held in memory (at most `maxBytes`); other fields and files
 * are skipped. A declared length over the limit is refused before anything is read.
 */
export function readFileField(req: Request, field: FileField): Promise<Buffer> {
  const { maxBytes } = field;
  const tooLarge = () => new AppError('too-large', field.tooLarge, 413);
  if (Number(req.headers['content-length'] ?? 0) > maxBytes + MULTIPART_OVERHEAD) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 2, fileSize: maxBytes, fields: 10, parts: 12 } });
    } catch {
      reject(badRequest(field.missing));
      return;
    }
    let image: Buffer | null = null;
    let settled = false;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      abandon(req, parser);
      reject(error);
    };
    parser.on('file', (name, stream) => {
      if (name !== field.name || image) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge()));
      stream.on('end', () => {
        if (!settled) image = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => fail(badRequest(field.missing)));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (image && image.length > 0) resolve(image);
      else reject(badRequest(field.missing));
    });
    req.pipe(parser);
  });
}
