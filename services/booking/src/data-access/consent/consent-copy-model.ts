import { Schema, type Connection } from 'mongoose';

/**
 * Booking's copy of the consent state (issue 39): the forms content published and what booking needs
 * of each signature to decide a confirmation while content is down. Content owns the record and
 * sends every form and signature here (POST /internal/consent-events); booking re-reads the form in
 * force and its signatures when it starts. Ids are content's, so a replayed event inserts nothing.
 */
export interface ConsentCopyFormRecord {
  _id: string;
  version: number;
  title: string;
  body: string;
  publishedAt: Date;
}
const formSchema = new Schema<ConsentCopyFormRecord>(
  {
    _id: { type: String, required: true },
    version: { type: Number, required: true },
    title: { type: String, required: true },
    body: { type: String, required: true },
    publishedAt: { type: Date, required: true },
  },
  { collection: 'consent_copy_forms', versionKey: false },
);
formSchema.index({ version: -1 });
export const consentCopyFormModel = (db: Connection) => db.model('ConsentCopyForm', formSchema);

export interface ConsentCopySignatureRecord {
  _id: string;
  formId: string;
  version: number;
  userId: string | null;
  email: string | null;
  /** Only a proven e-mail makes the signature count for the e-mail's bookings; else it binds `bookingId` alone. */
  emailProven: boolean;
  bookingId: string | null;
}
const signatureSchema = new Schema<ConsentCopySignatureRecord>(
  {
    _id: { type: String, required: true },
    formId: { type: String, required: true },
    version: { type: Number, required: true },
    userId: { type: String, default: null },
    email: { type: String, default: null },
    emailProven: { type: Boolean, default: false },
    bookingId: { type: String, default: null },
  },
  { collection: 'consent_copy_signatures', versionKey: false },
);
signatureSchema.index({ formId: 1, userId: 1 });
signatureSchema.index({ formId: 1, email: 1 });
signatureSchema.index({ formId: 1, bookingId: 1 });
signatureSchema.index({ version: 1 });
export const consentCopySignatureModel = (db: Connection) => db.model('ConsentCopySignature', signatureSchema);

/** `_id: 'reread'`: a complete re-read from content has finished once (until then the copy may miss signatures). */
export interface ConsentCopyMarkerRecord {
  _id: string;
  at: Date;
}
const markerSchema = new Schema<ConsentCopyMarkerRecord>(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { collection: 'consent_copy_markers', versionKey: false },
);
export const consentCopyMarkerModel = (db: Connection) => db.model('ConsentCopyMarker', markerSchema);
