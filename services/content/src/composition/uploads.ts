import type { Connection } from 'mongoose';
import { createRateLimiter } from '@wsms/service-kit';
import type { Config } from '../config';
import { uploadRepository } from '../data-access/uploads/upload-repository';
import { uploadRoutes } from '../entry-points/api/upload.routes';

/** Image uploads (portraits, product pictures), mounted by app.ts. */
export function uploadsArea(db: Connection, config: Config) {
  return uploadRoutes({
    uploads: uploadRepository(db),
    staffUploads: createRateLimiter(db, { name: 'upload-staff', points: config.UPLOAD_STAFF_MAX_PER_HOUR, durationSeconds: 3600 }),
  });
}
