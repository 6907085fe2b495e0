import { mongo, type Connection } from 'mongoose';
import { describeAudit, type AuditEntry, type AuditOutcome, type AuditPhrase, type Identity } from '@wsms/contracts';
import { AppError } from '../app-error';
import { newObjectId } from '../data-access/ids';
import { backfillListKeys } from '../paging/backfill';
import { createdListKey } from '../paging/cursor';
import { keysetFilter, keysetSort, type Page, type PageRequestOf } from '../paging/keyset';

export const AUDIT_COLLECTION = 'audit_log';

/**
 * FerretDB v1 did not answer one bulk write of 100 updates on the embedded database (measured: 20 in
 * 80 ms, 100 not within 45 s), so updates go 20 to a write.
 */
export const AUDIT_UPDATES_PER_WRITE = 20;

export function chunksOf<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

type ObjectId = mongo.ObjectId;

interface AuditDoc {
  _id: ObjectId;
  at: Date;
  service: string;
  actor: AuditEntry['actor'];
  action: string;
  /** Absent on entries written before entries had sentences. */
  phrase?: AuditPhrase | null;
  method: string;
  path: string;
  target: string | null;
  changes: AuditEntry['changes'];
  status: number | null;
  outcome: AuditOutcome;
  /** `<at ISO>|<id>`: the order of the paged log (absent on entries written before it was paged, until the backfill). */
  listKey?: string;
  /** True once the auth service holds this version (the admins' audit log); false when written or completed since. */
  relayed?: boolean;
}

/** Where a service's entries go for the admins' audit log: the auth service's copy of every service's. */
export type AuditSink = (entries: AuditEntry[]) => Promise<void>;

export interface AuditIntent {
  identity: Identity;
  action: string;
  phrase: AuditPhrase | null;
  method: string;
  path: string;
  target: string | null;
  changes: AuditEntry['changes'];
}

export interface AuditOutcomeUpdate {
  status: number;
  target: string | null;
  /** The sentence again, now that the answer (or the handler's name for the record) is known. */
  phrase: AuditPhrase | null;
}

const toEntry = ({ _id, at, phrase, listKey: _key, relayed: _relayed, ...rest }: AuditDoc): AuditEntry => ({
  id: String(_id),
  at: at.toISOString(),
  ...rest,
  description: phrase ? describeAudit(phrase, rest.outcome) : rest.action,
});

/** An entry's place in the log, in every service and in the merged log: `<at ISO>|<id>`. */
export const auditListKey = (entry: Pick<AuditEntry, 'at' | 'id'>) => createdListKey(new Date(entry.at), entry.id);

export const auditUnavailable = () =>
  new AppError('audit-unavailable', 'The change was not made: the audit log could not record it. Please try again.', 503);

/**
 * The audit log of one service, in its own database. An entry is written before the change runs
 * (a write whose entry cannot be stored is refused), then completed with the answer's status, so a
 * change is never made without its record; an entry left `pending` means the process stopped
 * between the two.
 *
 * The admins' log is read from one place, the auth service's copy (no call to every service per
 * page): each version of an entry is marked unrelayed when written, sent to the sink (`relayTo`) when
 * completed, and marked relayed only if it is still that version; the relay (audit-relay.ts) sends
 * whatever is left unrelayed (the sink was down, the process stopped) until it is taken.
 */
export function createAuditTrail(db: Connection, service: string, now: () => Date = () => new Date()) {
  const entries = (): mongo.Collection<AuditDoc> => db.db!.collection<AuditDoc>(AUDIT_COLLECTION);
  let sink: AuditSink | null = null;
  let onRelayError: (err: unknown, entries: AuditEntry[]) => void = () => {};

  /** Sends entries to the sink; each is marked relayed only while it is still the version sent (a completion since is sent again). */
  async function relay(sent: AuditEntry[]): Promise<void> {
    if (!sink || sent.length === 0) return;
    await sink(sent);
    for (const chunk of chunksOf(sent, AUDIT_UPDATES_PER_WRITE)) {
      await entries().bulkWrite(
        chunk.map((entry) => ({ updateOne: { filter: { _id: new mongo.ObjectId(entry.id), relayed: false, outcome: entry.outcome }, update: { $set: { relayed: true } } } })),
        { ordered: false },
      );
    }
  }

  return {
    ensureIndexes: () => Promise.all([entries().createIndex({ listKey: -1 }), entries().createIndex({ relayed: 1, listKey: 1 })]),
    /** Entries stored before the log was paged get their list key (once). */
    backfillListKeys: () => backfillListKeys(db, { collection: db.db!.collection(AUDIT_COLLECTION) }, (doc) => createdListKey(doc.at as Date, String(doc._id))),
    /** Entries stored before they were relayed (or written by a tool without the flag) are due once. */
    markUnrelayed: async () => (await entries().updateMany({ relayed: { $exists: false } }, { $set: { relayed: false } })).modifiedCount,

    /** Completed entries are sent to `target` at once; `onError` hears of a send that failed (the relay sends it later). */
    relayTo(target: AuditSink, onError: (err: unknown, entries: AuditEntry[]) => void) {
      sink = target;
      onRelayError = onError;
    },
    relaying: () => sink !== null,
    relay,
    /** The oldest entries not yet relayed (in their current version), at most `limit`. */
    async unrelayed(limit: number): Promise<AuditEntry[]> {
      return (await entries().find({ relayed: false }).sort({ relayed: 1, listKey: 1 }).limit(limit).toArray()).map(toEntry);
    },

    async begin(intent: AuditIntent): Promise<ObjectId> {
      const { identity } = intent;
      const _id = newObjectId();
      const at = now();
      const doc: AuditDoc = {
        _id,
        at,
        listKey: createdListKey(at, String(_id)),
        service,
        actor: { id: identity.sub, username: identity.username, name: `${identity.firstName} ${identity.lastName}`.trim(), role: identity.role },
        action: intent.action,
        phrase: intent.phrase,
        method: intent.method,
        path: intent.path,
        target: intent.target,
        changes: intent.changes,
        status: null,
        outcome: 'pending',
        relayed: false,
      };
      try {
        await entries().insertOne(doc);
      } catch {
        throw auditUnavailable();
      }
      return doc._id;
    },

    /** Records the answer, then sends the completed entry to the sink before the caller is answered (so the admin's next read shows it). */
    async finish(id: ObjectId, { status, target, phrase }: AuditOutcomeUpdate) {
      const outcome: AuditOutcome = status < 400 ? 'succeeded' : 'failed';
      const doc = await entries().findOneAndUpdate(
        { _id: id },
        { $set: { status, outcome, relayed: false, ...(target ? { target } : {}), ...(phrase ? { phrase } : {}) } },
        { returnDocument: 'after' },
      );
      if (!doc || !sink) return;
      const entry = toEntry(doc);
      await relay([entry]).catch((err: unknown) => onRelayError(err, [entry]));
    },

    /** One page, newest first (`listKey` < the cursor), and the last one's key when more remain. */
    async list(page: PageRequestOf): Promise<Page<AuditEntry>> {
      const docs = await entries().find(keysetFilter(page, 'newest-first')).sort(keysetSort('newest-first')).limit(page.limit + 1).toArray();
      const shown = docs.slice(0, page.limit);
      const last = shown.at(-1);
      return { items: shown.map(toEntry), next: docs.length > page.limit && last ? auditListKey(toEntry(last)) : undefined };
    },
  };
}
export type AuditTrail = ReturnType<typeof createAuditTrail>;
