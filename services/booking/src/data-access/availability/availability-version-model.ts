import { Schema, type Connection } from 'mongoose';

/**
 * One row per instructor, _id = instructor id, whose `version` changes after every write to their
 * slots (a fresh random value, so concurrent writers cannot lose each other's change). Read by _id,
 * it tells an instance whether the slots it read earlier are still current.
 */
export interface AvailabilityVersionRecord {
  _id: string;
  version: string;
}

const versionSchema = new Schema<AvailabilityVersionRecord>(
  { _id: { type: String, required: true }, version: { type: String, required: true } },
  { collection: 'instructor_availability_versions', versionKey: false },
);

export const availabilityVersionModel = (db: Connection) => db.model('AvailabilityVersion', versionSchema);
