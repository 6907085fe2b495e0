import type { Connection } from 'mongoose';
import { RECORD_VISIT_GAP_MINUTES, recordAreas, type RecordAccess, type RecordArea, type RecordVisit } from '@wsms/contracts';
import {
  backfillListKeys,
  createdListKey,
  keysetFilter,
  keysetSort,
  leanPage,
  newObjectId,
  type Lean,
  type Page,
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
    /**
     * One page of visits, newest first: the log walked newest first (the same `{ clientId: 1, listKey: -1 }`
     * walk), each read joining its viewer's visit when it is less than the gap older than that visit's
     * earliest read. The page ends after `limit` visits at a gap in which nobody read the record (no visit
     * crosses it, so the next page starts clean), or after `maxReads` reads at the most.
     */
    async visitsPage(clientId: string, page: PageRequestOf, maxReads = 2000): Promise<Page<RecordVisit>> {
      const gap = RECORD_VISIT_GAP_MINUTES * 60_000;
      const visits: Array<RecordVisit & { earliest: number }> = [];
      const open = new Map<string, RecordVisit & { earliest: number }>();
      const shown = ({ earliest: _earliest, ...visit }: RecordVisit & { earliest: number }): RecordVisit => ({ ...visit, what: recordAreas.filter((area) => visit.what.includes(area)) });
      let after = page.after;
      let read = 0;
      let lastAt: number | undefined;
      for (;;) {
        const batch = await Access.find({ clientId, ...keysetFilter({ limit: 0, after }, 'newest-first') }).sort(keysetSort('newest-first')).limit(200).lean();
        for (const doc of batch) {
          const at = new Date(doc.at).getTime();
          const quiet = lastAt !== undefined && lastAt - at >= gap;
          if ((visits.length >= page.limit && quiet) || read >= maxReads) return { items: visits.map(shown), next: after };
          // One viewer in one role: a coach made a clinician (or back) starts another visit.
          const viewer = `${doc.viewerId}|${doc.viewerRole}`;
          const visit = open.get(viewer);
          const iso = new Date(at).toISOString();
          if (visit && visit.earliest - at < gap) {
            visit.earliest = at;
            visit.from = iso;
            visit.reads += 1;
            if (!visit.what.includes(doc.what)) visit.what.push(doc.what as RecordArea);
          } else {
            const next = { viewer: { name: doc.viewerName, role: doc.viewerRole }, from: iso, to: iso, what: [doc.what as RecordArea], reads: 1, earliest: at };
            visits.push(next);
            open.set(viewer, next);
          }
          read += 1;
          lastAt = at;
          after = keyOf(doc);
        }
        if (batch.length < 200) return { items: visits.map(shown), next: undefined };
      }
    },
    backfillListKeys: () => backfillListKeys(db, Access, (doc) => createdListKey(doc.at as Date, String(doc._id))),
  };
}
export type RecordAccessRepository = ReturnType<typeof recordAccessRepository>;
