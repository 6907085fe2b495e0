import type { Connection } from 'mongoose';
import type { RecordAccess } from '@wsms/contracts';
import { recordAccessModel, type RecordAccessRecord } from './clinical-record-models';

/** Who read a client's record: one insert per read by someone other than the client. */
export function recordAccessRepository(db: Connection) {
  const Access = recordAccessModel(db);
  const toDto = (doc: RecordAccessRecord): RecordAccess & { clientId: string } => ({
    clientId: doc.clientId,
    at: new Date(doc.at).toISOString(),
    viewer: { name: doc.viewerName, role: doc.viewerRole },
    what: doc.what,
  });
  return {
    async log(entry: RecordAccessRecord) {
      await Access.create(entry);
    },
    async list(filter: { clientId?: string } = {}, limit = 500) {
      return (await Access.find(filter.clientId ? { clientId: filter.clientId } : {}).sort({ at: -1, _id: -1 }).limit(limit).lean()).map(toDto);
    },
  };
}
export type RecordAccessRepository = ReturnType<typeof recordAccessRepository>;
