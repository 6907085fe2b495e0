import { z } from 'zod';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const uploadImageTypes = ['png', 'jpeg', 'webp', 'gif'] as const;
export type UploadImageType = (typeof uploadImageTypes)[number];

/** Widths of the stored variants (never enlarged); `/uploads/<id>.webp` is the largest. */
export const uploadVariantWidths = [160, 320, 640] as const;

export const uploadMessages = {
  missing: 'Send the picture as the multipart field "image"',
  tooLarge: 'The image is larger than 5 MB',
  tooManyPixels: 'The image has too many pixels (at most 40 megapixels)',
  unsupported: 'Only PNG, JPEG, WebP and GIF images can be uploaded',
  undecodable: 'The file is not a readable image',
  tooMany: 'Too many uploads. Please try again later.',
} as const;

export const uploadResponseSchema = z.object({ imageUrl: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** `abc.webp` or `abc-w320.webp`: an upload id (24 hex, or a seeded `demo-…` portrait) and a variant. */
export const uploadFilePattern = /^(?<id>[a-f0-9]{24}|demo-[a-z0-9-]{1,60})(?:-w(?<width>\d{2,4}))?\.webp$/;
export const uploadFileParamsSchema = z.object({
  file: z.string().max(100).regex(uploadFilePattern, 'Not an uploaded image name'),
});

/**
 * The srcset of an uploaded picture (`/uploads/<id>.webp`), or undefined for any other URL, so
 * cards ask for a size near the one they show.
 */
export function uploadSrcSet(imageUrl: string): string | undefined {
  const match = /^\/uploads\/([a-f0-9]{24}|demo-[a-z0-9-]{1,60})\.webp$/.exec(imageUrl);
  if (!match) return undefined;
  return uploadVariantWidths.map((width) => `/uploads/${match[1]}-w${width}.webp ${width}w`).join(', ');
}
