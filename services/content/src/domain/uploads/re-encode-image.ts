import sharp from 'sharp';
import { uploadMessages, uploadVariantWidths, type UploadImageType } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import type { StoredVariant } from '../../data-access/uploads/upload-repository';

/** The largest variant (`<id>.webp`): wide enough for any card or dialog we show. */
export const MAIN_WIDTH = 1280;
/** About 8000 x 5000: a small file that decodes to gigabytes (a "pixel bomb") is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

export const undecodable = () => new AppError('undecodable-image', uploadMessages.undecodable, 415);
export const tooManyPixels = () => new AppError('image-too-large', uploadMessages.tooManyPixels, 413);

const decoder = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });

/**
 * Decodes the picture and writes new WebP files from its pixels only: EXIF, GPS, ICC comments and
 * anything appended or hidden in the original (a ZIP behind a PNG, a script in a comment) are gone.
 * The orientation is applied first, so a phone photo stands up without its metadata.
 */
export async function reEncodeImage(bytes: Buffer, declared: UploadImageType, id: string): Promise<StoredVariant[]> {
  let format: string | undefined;
  try {
    ({ format } = await decoder(bytes).metadata());
  } catch (err) {
    if (/pixel limit/i.test(String(err))) throw tooManyPixels();
    throw undecodable();
  }
  if (format !== declared) throw undecodable();
  const widths = [MAIN_WIDTH, ...uploadVariantWidths];
  try {
    return await Promise.all(
      widths.map(async (width) => {
        const { data, info } = await decoder(bytes)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 82, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        return { filename: width === MAIN_WIDTH ? `${id}.webp` : `${id}-w${width}.webp`, width: info.width, height: info.height, bytes: data };
      }),
    );
  } catch (err) {
    if (/pixel limit/i.test(String(err))) throw tooManyPixels();
    throw undecodable();
  }
}
