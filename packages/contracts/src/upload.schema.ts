import { z } from 'zod';
import { uploadFilePattern } from './upload-images';

export { uploadFilePattern, uploadSrcSet, uploadVariantWidths } from './upload-images';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const uploadImageTypes = ['png', 'jpeg', 'webp', 'gif'] as const;
export type UploadImageType = (typeof uploadImageTypes)[number];

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

export const uploadFileParamsSchema = z.object({
  file: z.string().max(100).regex(uploadFilePattern, 'Not an uploaded image name'),
});
