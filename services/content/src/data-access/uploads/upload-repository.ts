import { mongo, type Connection } from 'mongoose';
import { insertOnce, newId } from '@wsms/service-kit';

export interface StoredVariant {
  /** `<id>.webp` or `<id>-w320.webp`. */
  filename: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface UploadRecord {
  id: string;
  uploadedBy: string;
  sourceType: string;
  sourceBytes: number;
}

const BUCKET = 'uploads';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Pictures live in MongoDB (GridFS: 255 kB chunks, well under any document limit), so every
 * instance serves every upload and nothing touches the local disk. An `upload_records` document,
 * inserted first under the upload's id, decides races (two instances seeding the same portrait).
 */
export function uploadRepository(db: Connection) {
  const records = () => db.db!.collection<{ _id: string; uploadedBy: string; sourceType: string; sourceBytes: number; createdAt: Date }>('upload_records');
  const bucket = () => new mongo.GridFSBucket(db.db!, { bucketName: BUCKET });
  return {
    ensureIndexes: () => db.db!.collection(`${BUCKET}.files`).createIndex({ filename: 1, uploadDate: -1 }),

    newId,

    /** False when an upload with this id exists already (nothing is written then). */
    async save(record: UploadRecord, variants: StoredVariant[]): Promise<boolean> {
      const { id: _id, uploadedBy, sourceType, sourceBytes } = record;
      if (!(await insertOnce(() => records().insertOne({ _id, uploadedBy, sourceType, sourceBytes, createdAt: new Date() })))) return false;
      for (const variant of variants) {
        await new Promise<void>((resolve, reject) => {
          const upload = bucket().openUploadStream(variant.filename, { metadata: { uploadId: record.id, width: variant.width, height: variant.height } });
          upload.once('finish', () => resolve());
          upload.once('error', reject);
          upload.end(variant.bytes);
        });
      }
      return true;
    },

    async exists(id: string) {
      return (await records().countDocuments({ _id: id }, { limit: 1 })) > 0;
    },

    /** The stored bytes of one variant, or null. */
    async read(filename: string): Promise<Buffer | null> {
      const [file] = await bucket().find({ filename }).sort({ uploadDate: -1 }).limit(1).toArray();
      if (!file) return null;
      return readAll(bucket().openDownloadStream(file._id));
    },

    count: () => records().countDocuments(),
  };
}
export type UploadRepository = ReturnType<typeof uploadRepository>;
