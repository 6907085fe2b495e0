import type { Connection } from 'mongoose';
import { isDuplicateKey } from '@wsms/service-kit';

/** "Seed once": the first instance to insert the marker's _id seeds; every other one sees a duplicate. */
export function seedMarkerRepository(db: Connection) {
  const markers = db.collection<{ _id: string; at: Date }>('seed_markers');
  return {
    async claim(name: string): Promise<boolean> {
      try {
        await markers.insertOne({ _id: name, at: new Date() });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
    release: (name: string) => markers.deleteOne({ _id: name }),
  };
}
