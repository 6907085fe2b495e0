import { Router } from 'express';
import { uploadFilePattern, uploadVariantWidths } from '@wsms/contracts';
import { contentApi } from '@wsms/contracts/api';
import { notFound, route } from '@wsms/service-kit';
import { admitUpload, storeUploadedImage, type UploadDeps } from '../../domain/uploads/upload-image.use-case';
import { readImageField } from './read-file-field';

const imageNotFound = () => notFound('Image not found');

export function uploadRoutes(deps: UploadDeps) {
  const router = Router();
  route(router, contentApi.uploadImage, async ({ identity, req }) => {
    await admitUpload(deps, identity);
    return storeUploadedImage(deps, identity, await readImageField(req));
  });
  route(router, contentApi.getUpload, async ({ params, res }) => {
    const width = uploadFilePattern.exec(params.file)?.groups?.width;
    if (width && !(uploadVariantWidths as readonly number[]).includes(Number(width))) throw imageNotFound();
    const bytes = await deps.uploads.read(params.file);
    if (!bytes) throw imageNotFound();
    // The type is ours, never the uploader's; an upload's bytes never change under its name.
    res.set({
      'Content-Type': 'image/webp',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Disposition': 'inline',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    return bytes;
  });
  return router;
}
