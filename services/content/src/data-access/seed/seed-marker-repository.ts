import type { Connection } from 'mongoose';
import { insertOnce } from '@wsms/service-kit';

/** "Seed once": the first instance to insert the marker's _id seeds; every other one sees a duplicate. */
export function seedMarkerRepository(db: Connection) {
  const markers = db.collection<{ _id: string; at: Date }>('seed_markers');
  return {
    claim: (name: string) => insertOnce(() => markers.insertOne({ _id: name, at: new Date() })),
    release: (name: string) => markers.deleteOne({ _id: name }),
  };
}
