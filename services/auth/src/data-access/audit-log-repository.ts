import type { Connection, mongo } from 'mongoose';
import type { AuditEntry } from '@wsms/contracts';
import { AUDIT_UPDATES_PER_WRITE as UPDATES_PER_WRITE, auditListKey, chunksOf, isDuplicateKey, keysetFilter, keysetSort, type Page, type PageRequestOf } from '@wsms/service-kit';

/** Every service's audit entries, as each service sent them (its own `audit_log` stays its record). */
export const AUDIT_LOG_COPY = 'audit_log_all';

interface AuditCopyDoc extends Omit<AuditEntry, 'id'> {
  /** The entry's id in the service that wrote it (ids are ObjectIds: unique across services). */
  _id: string;
  /** `<at ISO>|<id>`: the order of the log, the same key every service pages its own entries by. */
  listKey: string;
}

const toDoc = ({ id, ...entry }: AuditEntry): AuditCopyDoc => ({ _id: id, listKey: auditListKey({ id, at: entry.at }), ...entry });
const toEntry = ({ _id, listKey: _key, ...entry }: AuditCopyDoc): AuditEntry => ({ id: _id, ...entry });

/**
 * The admins' audit log in one collection, read a page at a time from one index. Each service sends
 * its entries (a pending version when the write began and could not complete, the completed one
 * after): a completed version replaces a pending one, nothing replaces a completed one, so entries
 * sent twice, late or by two instances at once end the same. No transaction is needed: each entry is
 * one document, and an insert that meets one already there (unique `_id`) is left to the updates.
 */
export function createAuditLogRepository(db: Connection) {
  const copies = (): mongo.Collection<AuditCopyDoc> => db.db!.collection<AuditCopyDoc>(AUDIT_LOG_COPY);

  /** Completed versions over pending ones (a completed one is never matched: nothing replaces it). */
  async function completePending(docs: AuditCopyDoc[]): Promise<void> {
    for (const chunk of chunksOf(docs, UPDATES_PER_WRITE)) {
      await copies().bulkWrite(
        chunk.map(({ _id, ...fields }) => ({ updateOne: { filter: { _id, outcome: 'pending' as const }, update: { $set: fields } } })),
        { ordered: false },
      );
    }
  }

  /** Inserts those not held yet; one already held (unique `_id`) is left to the updates. */
  async function insertNew(docs: AuditCopyDoc[]): Promise<void> {
    try {
      await copies().insertMany(docs, { ordered: false });
    } catch (err) {
      const writeErrors = (err as { writeErrors?: unknown }).writeErrors;
      const errors = Array.isArray(writeErrors) ? writeErrors : [err];
      if (!errors.every(isDuplicateKey)) throw err;
    }
  }

  return {
    ensureIndexes: () => copies().createIndex({ listKey: -1 }),

    /**
     * Three writes for any number of entries: complete what is held pending, insert what is not held,
     * complete again (a pending version another send inserted between the first two is completed now).
     */
    async store(entries: AuditEntry[]): Promise<void> {
      const docs = entries.map(toDoc);
      const completed = docs.filter((doc) => doc.outcome !== 'pending');
      await completePending(completed);
      await insertNew(docs);
      await completePending(completed);
    },

    /** One page, newest first (`listKey` < the cursor), and the last one's key when more remain. */
    async list(page: PageRequestOf): Promise<Page<AuditEntry>> {
      const docs = await copies().find(keysetFilter(page, 'newest-first')).sort(keysetSort('newest-first')).limit(page.limit + 1).toArray();
      const shown = docs.slice(0, page.limit).map(toEntry);
      const last = shown.at(-1);
      return { items: shown, next: docs.length > page.limit && last ? auditListKey(last) : undefined };
    },
  };
}
export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
