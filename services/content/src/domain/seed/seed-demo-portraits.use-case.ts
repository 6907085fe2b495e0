import sharp from 'sharp';
import type { UploadRepository } from '../../data-access/uploads/upload-repository';
import { reEncodeImage } from '../uploads/re-encode-image';
import { demoPortraits } from './demo-portraits';
import { portraitSvg } from './portrait-svg';

/**
 * Stores the generated demo portraits that are missing, through the same re-encoding as any upload
 * (so they get the same variants and headers). Another instance seeding at once loses the id race.
 */
export async function seedDemoPortraits(uploads: UploadRepository) {
  let created = 0;
  for (const { key, look } of demoPortraits) {
    const id = `demo-${key}`;
    if (await uploads.exists(id)) continue;
    const png = await sharp(Buffer.from(portraitSvg(look))).png().toBuffer();
    const variants = await reEncodeImage(png, 'png', id);
    if (await uploads.save({ id, uploadedBy: 'seed', sourceType: 'png', sourceBytes: png.length }, variants)) created += 1;
  }
  return created;
}
