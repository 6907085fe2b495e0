import { mongo, type Connection } from 'mongoose';
import { describeAudit, type AuditEntry, type AuditLogQuery, type AuditOutcome, type AuditPhrase, type Identity } from '@wsms/contracts';
import { AppError } from '../app-error';
import { newObjectId } from '../data-access/ids';

export const AUDIT_COLLECTION = 'audit_log';

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
}

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

const toEntry = ({ _id, at, phrase, ...rest }: AuditDoc): AuditEntry => ({
  id: String(_id),
  at: at.toISOString(),
  ...rest,
  description: phrase ? describeAudit(phrase, rest.outcome) : rest.action,
});

export const auditUnavailable = () =>
  new AppError('audit-unavailable', 'The change was not made: the audit log could not record it. Please try again.', 503);

/**
 * The audit log of one service, in its own database. An entry is written before the change runs
 * (a write whose entry cannot be stored is refused), then completed with the answer's status, so a
 * change is never made without its record; an entry left `pending` means the process stopped
 * between the two.
 */
export function createAuditTrail(db: Connection, service: string, now: () => Date = () => new Date()) {
  const entries = (): mongo.Collection<AuditDoc> => db.db!.collection<AuditDoc>(AUDIT_COLLECTION);
  return {
    ensureIndexes: () => entries().createIndex({ at: -1, _id: -1 }),

    async begin(intent: AuditIntent): Promise<ObjectId> {
      const { identity } = intent;
      const doc: AuditDoc = {
        _id: newObjectId(),
        at: now(),
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
      };
      try {
        await entries().insertOne(doc);
      } catch {
        throw auditUnavailable();
      }
      return doc._id;
    },

    async finish(id: ObjectId, { status, target, phrase }: AuditOutcomeUpdate) {
      const outcome: AuditOutcome = status < 400 ? 'succeeded' : 'failed';
      await entries().updateOne({ _id: id }, { $set: { status, outcome, ...(target ? { target } : {}), ...(phrase ? { phrase } : {}) } });
    },

    async list({ limit, before }: AuditLogQuery): Promise<AuditEntry[]> {
      const filter = before ? { at: { $lt: new Date(before) } } : {};
      const docs = await entries().find(filter).sort({ at: -1, _id: -1 }).limit(limit).toArray();
      return docs.map(toEntry);
    },
  };
}
export type AuditTrail = ReturnType<typeof createAuditTrail>;
