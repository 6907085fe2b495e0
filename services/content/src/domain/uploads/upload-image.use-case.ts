import { uploadMessages, type Identity } from '@wsms/contracts';
import { AppError, consumeOrThrow, type RateLimiter } from '@wsms/service-kit';
import type { UploadRepository } from '../../data-access/uploads/upload-repository';
import { reEncodeImage } from './re-encode-image';
import { sniffImageType } from './sniff-image-type';

export interface UploadDeps {
  uploads: UploadRepository;
  /** Staff upload their own profile photo only: a few per hour. Admins are not limited. */
  staffUploads: RateLimiter;
}

const unsupported = () => new AppError('unsupported-image', uploadMessages.unsupported, 415);

/** Checks the caller's allowance before the body is read, so a refused upload costs nothing. */
export async function admitUpload(deps: UploadDeps, identity: Identity) {
  if (identity.role !== 'admin') await consumeOrThrow(deps.staffUploads, identity.sub, uploadMessages.tooMany);
}

export async function storeUploadedImage(deps: UploadDeps, identity: Identity, bytes: Buffer) {
  const type = sniffImageType(bytes);
  if (!type) throw unsupported();
  const id = deps.uploads.newId();
  const variants = await reEncodeImage(bytes, type, id);
  await deps.uploads.save({ id, uploadedBy: identity.sub, sourceType: type, sourceBytes: bytes.length }, variants);
  return { imageUrl: `/uploads/${id}.webp` };
}
