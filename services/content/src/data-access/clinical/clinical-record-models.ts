import { Schema, type Connection } from 'mongoose';
import type { InjuryStage } from '@wsms/contracts';

/**
 * The clinical record's collections (issue 31). Every field named `sealed*` or holding `sealed`
 * values is AES-256-GCM text from adapters/clinical-cipher: no clinical free text is stored plain.
 */
// The collections holding sealed values: a value's collection is part of what it is bound to.
export const INTAKE_COLLECTION = 'clinical_intake_versions';
export const NOTE_COLLECTION = 'clinical_notes';
export const ADDENDUM_COLLECTION = 'clinical_note_addenda';
export const INJURY_COLLECTION = 'clinical_injuries';

export interface IntakeVersionRecord {
  userId: string;
  version: number;
  /** Field name → sealed value (parq and emergencyContact sealed as JSON). */
  sealed: Record<string, string>;
  savedAt: Date;
  /** The version answers a PAR-Q question Yes (a flag, no answer text; absent on versions saved before it existed). */
  parqReview?: boolean;
}
const intakeSchema = new Schema<IntakeVersionRecord>(
  { userId: { type: String, required: true }, version: { type: Number, required: true }, sealed: { type: Schema.Types.Mixed, required: true }, savedAt: { type: Date, required: true }, parqReview: { type: Boolean } },
  { collection: INTAKE_COLLECTION, minimize: false },
);
// Each save is a new version: two saves racing for the same number, one insert wins and the other retries.
intakeSchema.index({ userId: 1, version: 1 }, { unique: true });
export const intakeVersionModel = (db: Connection) => db.model('ClinicalIntakeVersion', intakeSchema);

export interface ConsentFormRecord {
  version: number;
  title: string;
  body: string;
  publishedAt: Date;
  /** When booking acknowledged the form for its copy of the consent state (null, or absent on older records, until then). */
  sentToBookingAt?: Date | null;
}
const consentFormSchema = new Schema<ConsentFormRecord>(
  {
    version: { type: Number, required: true },
    title: { type: String, required: true },
    body: { type: String, required: true },
    publishedAt: { type: Date, required: true },
    sentToBookingAt: { type: Date, default: null },
  },
  { collection: 'consent_forms' },
);
consentFormSchema.index({ version: 1 }, { unique: true });
consentFormSchema.index({ sentToBookingAt: 1 });
export const consentFormModel = (db: Connection) => db.model('ConsentForm', consentFormSchema);

export interface ConsentSignatureRecord {
  formId: string;
  version: number;
  userId: string | null;
  email: string | null;
  signedName: string;
  signedAt: Date;
  address: string;
  textHash: string;
  bookingId: string | null;
  /**
   * The signer proved `email` (a verified account's, or the link mailed to it): only then does the
   * signature count for that e-mail's account. Otherwise it binds `bookingId` alone.
   */
  emailProven?: boolean;
  /**
   * When booking acknowledged the signature for its copy of the consent state (null, or absent on
   * records older than the copy, until then): the record is its own outbox entry, written with it.
   */
  sentToBookingAt?: Date | null;
}
const consentSignatureSchema = new Schema<ConsentSignatureRecord>(
  {
    formId: { type: String, required: true },
    version: { type: Number, required: true },
    userId: { type: String, default: null },
    email: { type: String, default: null },
    signedName: { type: String, required: true },
    signedAt: { type: Date, required: true },
    address: { type: String, default: '' },
    textHash: { type: String, required: true },
    bookingId: { type: String, default: null },
    emailProven: { type: Boolean, default: false },
    sentToBookingAt: { type: Date, default: null },
  },
  { collection: 'consent_signatures' },
);
consentSignatureSchema.index({ sentToBookingAt: 1 });
consentSignatureSchema.index({ formId: 1, userId: 1 });
consentSignatureSchema.index({ formId: 1, email: 1 });
consentSignatureSchema.index({ formId: 1, bookingId: 1 });
export const consentSignatureModel = (db: Connection) => db.model('ConsentSignature', consentSignatureSchema);

export interface ClinicalNoteRecord {
  bookingId: string;
  clientId: string;
  instructorId: string;
  sessionDate: string;
  status: 'draft' | 'signed';
  /** subjective, objective, assessment, plan → sealed value. */
  sealed: Record<string, string>;
  authorId: string;
  authorName: string;
  createdAt: Date;
  updatedAt: Date;
  signedAt: Date | null;
  /** `<createdAt ISO>|<_id>`: orders a client's paged notes (rows written before paging get it from the backfill). */
  listKey?: string;
}
const noteSchema = new Schema<ClinicalNoteRecord>(
  {
    bookingId: { type: String, required: true },
    clientId: { type: String, required: true },
    instructorId: { type: String, required: true },
    sessionDate: { type: String, required: true },
    status: { type: String, enum: ['draft', 'signed'], required: true },
    sealed: { type: Schema.Types.Mixed, required: true },
    authorId: { type: String, required: true },
    authorName: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    signedAt: { type: Date, default: null },
    listKey: String,
  },
  { collection: NOTE_COLLECTION, minimize: false },
);
noteSchema.index({ clientId: 1, createdAt: -1 });
noteSchema.index({ clientId: 1, listKey: -1 });
export const clinicalNoteModel = (db: Connection) => db.model('ClinicalNote', noteSchema);

export interface AddendumRecord {
  noteId: string;
  sealedText: string;
  authorId: string;
  authorName: string;
  createdAt: Date;
}
const addendumSchema = new Schema<AddendumRecord>(
  {
    noteId: { type: String, required: true },
    sealedText: { type: String, required: true },
    authorId: { type: String, required: true },
    authorName: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: ADDENDUM_COLLECTION },
);
addendumSchema.index({ noteId: 1, createdAt: 1 });
export const addendumModel = (db: Connection) => db.model('ClinicalNoteAddendum', addendumSchema);

export interface InjuryRecord {
  clientId: string;
  sealedBodyPart: string;
  occurredOn: string;
  stage: InjuryStage;
  sealedRestrictions: string;
  history: Array<{ stage: InjuryStage; at: Date }>;
  recordedById: string;
  recordedByName: string;
  createdAt: Date;
}
const injurySchema = new Schema<InjuryRecord>(
  {
    clientId: { type: String, required: true },
    sealedBodyPart: { type: String, required: true },
    occurredOn: { type: String, required: true },
    stage: { type: String, required: true },
    sealedRestrictions: { type: String, required: true },
    history: { type: [{ _id: false, stage: String, at: Date }], default: [] },
    recordedById: { type: String, required: true },
    recordedByName: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: INJURY_COLLECTION },
);
injurySchema.index({ clientId: 1, createdAt: -1 });
export const injuryModel = (db: Connection) => db.model('ClinicalInjury', injurySchema);

export interface RecordAccessRecord {
  clientId: string;
  viewerId: string;
  viewerName: string;
  viewerRole: string;
  what: 'intake' | 'clinical notes' | 'injuries';
  at: Date;
  /** `<at ISO>|<_id>`: orders the paged logs (rows written before paging get it from the backfill). */
  listKey?: string;
}
const recordAccessSchema = new Schema<RecordAccessRecord>(
  {
    clientId: { type: String, required: true },
    viewerId: { type: String, required: true },
    viewerName: { type: String, required: true },
    viewerRole: { type: String, required: true },
    what: { type: String, required: true },
    at: { type: Date, required: true },
    listKey: String,
  },
  { collection: 'clinical_record_access' },
);
recordAccessSchema.index({ clientId: 1, at: -1 });
recordAccessSchema.index({ listKey: -1 });
recordAccessSchema.index({ clientId: 1, listKey: -1 });
export const recordAccessModel = (db: Connection) => db.model('ClinicalRecordAccess', recordAccessSchema);
