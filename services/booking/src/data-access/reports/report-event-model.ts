import { Schema, type Connection } from 'mongoose';

/**
 * What a write changed, for the report projector: one row per change of a booking, a credit or a
 * counted waitlist offer, inserted by the write before its change (like the e-mail queue row before
 * its e-mail) and deleted once the projector applied it. The rows left are the projector's checkpoint.
 */
export interface ReportEventRecord {
  _id: string;
  /** `booking:<id>`, `credit:<id>` or `waitlist:<waitlist event id>`: the record whose figures to recompute. */
  stream: string;
  /** When the write recorded it (the server's time): the lag is the age of the oldest row. */
  at: Date;
  /**
   * When the projector may apply it: set far enough ahead at the insert that a crash before the change
   * finished still gets it applied (from the record as it is), brought to now once the change is written,
   * and pushed back after a failed apply.
   */
  dueAt: Date;
  attempts: number;
  lastError?: string;
}

/**
 * A stream the projector has started applying: the roll-ups, export days and clients the apply will
 * touch, written before its first report write, so an apply a crash interrupted is finished by the next
 * one (which may no longer see the old day of a rescheduled booking in its facts). Deleted after.
 */
export interface ReportStreamRecord {
  _id: string;
  /** `r:<bucket>#<day>`, `x:<export day>`, `c:<client e-mail>`. */
  plan: string[];
  startedAt: Date;
}

/**
 * Term `n` of the projector's lease: whoever inserts `report-projector#<n>` first holds it until
 * `expiresAt` (renewed by its holder only); after that the next term is claimed by a unique insert, so
 * two instances never both win a term (FerretDB has no compare-and-swap).
 */
export interface ProjectorLeaseRecord {
  _id: string;
  term: number;
  owner: string;
  expiresAt: Date;
}

const eventSchema = new Schema<ReportEventRecord>(
  {
    _id: { type: String, required: true },
    stream: { type: String, required: true },
    at: { type: Date, required: true },
    dueAt: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
    lastError: String,
  },
  { collection: 'report_events', versionKey: false },
);
eventSchema.index({ dueAt: 1 });
eventSchema.index({ at: 1 });

const streamSchema = new Schema<ReportStreamRecord>(
  {
    _id: { type: String, required: true },
    plan: { type: [String], default: [] },
    startedAt: { type: Date, required: true },
  },
  { collection: 'report_streams', versionKey: false },
);

const leaseSchema = new Schema<ProjectorLeaseRecord>(
  {
    _id: { type: String, required: true },
    term: { type: Number, required: true },
    owner: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'report_projector_leases', versionKey: false },
);
leaseSchema.index({ term: -1 });

export const reportEventModel = (db: Connection) => db.model('ReportEvent', eventSchema);
export const reportStreamModel = (db: Connection) => db.model('ReportStream', streamSchema);
export const projectorLeaseModel = (db: Connection) => db.model('ReportProjectorLease', leaseSchema);
