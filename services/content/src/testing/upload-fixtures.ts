import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart {
  field?: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(parts: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----wsms${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const part of parts) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'image'}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: new Uint8Array(Buffer.concat(chunks)), contentType: `multipart/form-data; boundary=${boundary}` };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

export const pngBytes = (width = 400, height = 300) => photo(width, height).png().toBuffer();
export const webpBytes = (width = 400, height = 300) => photo(width, height).webp().toBuffer();
export const gifBytes = (width = 64, height = 64) => photo(width, height).gif().toBuffer();
/** A JPEG carrying EXIF (camera, orientation): none of it may survive the upload. */
export const jpegWithExif = (width = 400, height = 300) =>
  photo(width, height)
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'GPS-9000', Copyright: 'private-marker-123' } })
    .toBuffer();

export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
export const htmlPage = Buffer.from('<!doctype html><html><body><script>fetch("/api/auth/me")</script></body></html>');

/** A real PNG with a ZIP archive appended: opens as a picture and as an archive. */
export async function pngZipPolyglot() {
  const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('payload.html<script>alert(1)</script>'), Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
  return Buffer.concat([await pngBytes(), zip]);
}

/** 6 MB that starts like a PNG. */
export const sixMegabytes = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(6 * 1024 * 1024)]);
