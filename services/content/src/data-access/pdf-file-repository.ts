import { mongo, type Connection } from 'mongoose';

const BUCKET = 'digital_files';

/** Uploaded PDFs in GridFS (like pictures): every instance serves every file, nothing on local disk. */
export function pdfFileRepository(db: Connection) {
  const bucket = () => new mongo.GridFSBucket(db.db!, { bucketName: BUCKET });
  return {
    async save(bytes: Buffer, meta: { uploadedBy: string; pages: number }): Promise<string> {
      const id = new mongo.ObjectId();
      await new Promise<void>((resolve, reject) => {
        const upload = bucket().openUploadStreamWithId(id, `${id.toHexString()}.pdf`, { metadata: meta });
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(bytes);
      });
      return id.toHexString();
    },
    async exists(id: string) {
      if (!/^[a-f0-9]{24}$/.test(id)) return false;
      return (await db.db!.collection(`${BUCKET}.files`).countDocuments({ _id: new mongo.ObjectId(id) }, { limit: 1 })) > 0;
    },
    async read(id: string): Promise<Buffer | null> {
      if (!(await this.exists(id))) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket().openDownloadStream(new mongo.ObjectId(id))) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  };
}
export type PdfFileRepository = ReturnType<typeof pdfFileRepository>;
