import { mongo, type Connection } from 'mongoose';
import { newObjectId, objectIdOf } from '@wsms/service-kit';

const BUCKET = 'digital_files';

/** Uploaded PDFs in GridFS (like pictures): every instance serves every file, nothing on local disk. */
export function pdfFileRepository(db: Connection) {
  const bucket = () => new mongo.GridFSBucket(db.db!, { bucketName: BUCKET });
  return {
    async save(bytes: Buffer, meta: { uploadedBy: string; pages: number }): Promise<string> {
      const id = newObjectId();
      await new Promise<void>((resolve, reject) => {
        const upload = bucket().openUploadStreamWithId(id, `${id.toHexString()}.pdf`, { metadata: meta });
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(bytes);
      });
      return id.toHexString();
    },
    async exists(id: string) {
      const _id = objectIdOf(id);
      if (!_id) return false;
      return (await db.db!.collection(`${BUCKET}.files`).countDocuments({ _id }, { limit: 1 })) > 0;
    },
    async read(id: string): Promise<Buffer | null> {
      const _id = objectIdOf(id);
      if (!_id || !(await this.exists(id))) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket().openDownloadStream(_id)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  };
}
export type PdfFileRepository = ReturnType<typeof pdfFileRepository>;
