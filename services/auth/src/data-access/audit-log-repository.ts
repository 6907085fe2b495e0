import type { Connection, mongo } from 'mongoose';
import type { AuditEntry } from '@wsms/contracts';
import { auditListKey, isDuplicateKey, keysetFilter, keysetSort, type Page, type PageRequestOf } from '@wsms/service-kit';

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
 * one document, and an insert that meets one already there (unique `_id`) becomes the update.
 */
export function createAuditLogRepository(db: Connection) {
  const copies = (): mongo.Collection<AuditCopyDoc> => db.db!.collection<AuditCopyDoc>(AUDIT_LOG_COPY);

  async function insertNew(doc: AuditCopyDoc): Promise<boolean> {
    try {
      await copies().insertOne(doc);
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async function storeOne(entry: AuditEntry): Promise<void> {
    const doc = toDoc(entry);
    if (entry.outcome === 'pending') {
      await insertNew(doc);
      return;
    }
    const { _id, ...fields } = doc;
    // Twice at most: a pending version inserted between the update and the insert is updated the second time.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const updated = await copies().updateOne({ _id, outcome: 'pending' }, { $set: fields });
      if (updated.matchedCount > 0 || (await insertNew(doc))) return;
    }
  }

  return {
    ensureIndexes: () => copies().createIndex({ listKey: -1 }),

    async store(entries: AuditEntry[]): Promise<void> {
      for (const entry of entries) await storeOne(entry);
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
