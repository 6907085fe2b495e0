import type { Connection } from 'mongoose';
import type { RecordAccess } from '@wsms/contracts';
import {
  backfillListKeys,
  createdListKey,
  keysetFilter,
  keysetSort,
  leanPage,
  newObjectId,
  type Lean,
  type PageRequestOf,
} from '@wsms/service-kit';
import { recordAccessModel, type RecordAccessRecord } from './clinical-record-models';

export type LoggedAccess = RecordAccess & { clientId: string };

const toDto = (doc: Lean<RecordAccessRecord>): LoggedAccess => ({
  clientId: doc.clientId,
  at: new Date(doc.at).toISOString(),
  viewer: { name: doc.viewerName, role: doc.viewerRole },
  what: doc.what,
});
const keyOf = (doc: Lean<RecordAccessRecord>) => doc.listKey ?? createdListKey(new Date(doc.at), String(doc._id));

/** Who read a client's record: one insert per read by someone other than the client. */
export function recordAccessRepository(db: Connection) {
  const Access = recordAccessModel(db);
  const filterOf = (filter: { clientId?: string }) => (filter.clientId ? { clientId: filter.clientId } : {});
  return {
    async log(entry: Omit<RecordAccessRecord, 'listKey'>) {
      const _id = newObjectId();
      await Access.create({ ...entry, _id, listKey: createdListKey(entry.at, String(_id)) });
    },
    /** Every entry, newest first, up to `limit` (the health-record PDF). */
    async list(filter: { clientId?: string } = {}, limit = 500) {
      return (await Access.find(filterOf(filter)).sort({ at: -1, _id: -1 }).limit(limit).lean()).map(toDto);
    },
    /** One page, newest first: one walk of `{ listKey: -1 }` or `{ clientId: 1, listKey: -1 }`. */
    listPage: (filter: { clientId?: string }, page: PageRequestOf) =>
      leanPage(Access.find({ ...filterOf(filter), ...keysetFilter(page, 'newest-first') }).sort(keysetSort('newest-first')), page, toDto, keyOf),
    backfillListKeys: () => backfillListKeys(db, Access, (doc) => createdListKey(doc.at as Date, String(doc._id))),
  };
}
export type RecordAccessRepository = ReturnType<typeof recordAccessRepository>;
