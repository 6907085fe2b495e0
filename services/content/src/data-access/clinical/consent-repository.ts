import { createHash } from 'node:crypto';
import type { Connection } from 'mongoose';
import { consentSignersOf, type ConsentCopyPage, type ConsentCopySignature, type ConsentForm, type ConsentFormInput, type ConsentSignature } from '@wsms/contracts';
import { isDuplicateKey, leanMany, objectIdOf, trustedOperator, type Lean } from '@wsms/service-kit';
import { consentFormModel, consentSignatureModel, type ConsentFormRecord, type ConsentSignatureRecord } from './clinical-record-models';

const formDto = (doc: Lean<ConsentFormRecord>): ConsentForm => ({
  id: String(doc._id),
  version: doc.version,
  title: doc.title,
  body: doc.body,
  publishedAt: new Date(doc.publishedAt).toISOString(),
});

export const consentTextHash = (form: { title: string; body: string }) => createHash('sha256').update(`${form.title}\n\n${form.body}`).digest('hex');

export type NewSignature = Omit<ConsentSignatureRecord, 'version' | 'textHash' | 'formId' | 'sentToBookingAt'>;

/** What booking keeps of a signature (its copy of the consent state): no typed name, no address. */
const copyOf = (doc: Lean<ConsentSignatureRecord>): ConsentCopySignature => ({
  id: String(doc._id),
  formId: doc.formId,
  version: doc.version,
  userId: doc.userId ?? null,
  email: doc.email ?? null,
  emailProven: doc.emailProven ?? false,
  bookingId: doc.bookingId ?? null,
});

/** Signatures per page of booking's re-read. */
export const CONSENT_COPY_PAGE = 500;

/**
 * Published forms are never edited (a new version is a new insert); signatures are inserts too.
 * Each is written with `sentToBookingAt: null`, so the record is its own outbox entry for booking's
 * copy; `written` is called after each insert (to wake the sender).
 */
export function consentRepository(db: Connection, written: () => void = () => undefined) {
  const Forms = consentFormModel(db);
  const Signatures = consentSignatureModel(db);
  const forms = new Map<string, ConsentForm>();
  async function formById(id: string): Promise<ConsentForm | null> {
    if (forms.has(id)) return forms.get(id)!;
    if (!/^[0-9a-f]{24}$/i.test(id)) return null;
    const doc = await Forms.findById(id).lean();
    if (doc) forms.set(id, formDto(doc));
    return doc ? formDto(doc) : null;
  }
  async function current(): Promise<ConsentForm | null> {
    const doc = await Forms.findOne().sort({ version: -1 }).lean();
    return doc ? formDto(doc) : null;
  }
  const signatureDto = async (doc: Lean<ConsentSignatureRecord>, currentId: string | null): Promise<ConsentSignature> => {
    const form = await formById(doc.formId);
    return {
      id: String(doc._id),
      formId: doc.formId,
      version: doc.version,
      title: form?.title ?? '',
      body: form?.body ?? '',
      signedName: doc.signedName,
      signedAt: new Date(doc.signedAt).toISOString(),
      textHash: doc.textHash,
      current: doc.formId === currentId,
    };
  };
  return {
    current,
    formById,
    async publish(input: ConsentFormInput, at: Date): Promise<ConsentForm> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const latest = await current();
        try {
          const doc = await Forms.create({ ...input, version: (latest?.version ?? 0) + 1, publishedAt: at, sentToBookingAt: null });
          written();
          return formDto(doc.toObject());
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
      }
      throw new Error('consent form version kept colliding');
    },
    async sign(form: ConsentForm, signature: NewSignature): Promise<ConsentSignature> {
      const doc = await Signatures.create({ ...signature, email: signature.email?.toLowerCase() ?? null, formId: form.id, version: form.version, textHash: consentTextHash(form), sentToBookingAt: null });
      written();
      return signatureDto(doc.toObject(), form.id);
    },
    /** Whether the account, the proven e-mail or (for that booking) the booking's signer signed this form. */
    async hasSigned(formId: string, client: { userId?: string | null; email?: string | null; bookingId?: string | null }) {
      const or = consentSignersOf(client);
      if (or.length === 0) return false;
      return (await Signatures.countDocuments({ formId, $or: trustedOperator(or) })) > 0;
    },
    /** What the account (or someone who proved its verified e-mail) signed, newest first. */
    async signedBy(client: { userId: string; email?: string | null }): Promise<ConsentSignature[]> {
      const currentId = (await current())?.id ?? null;
      const docs = await Signatures.find({ $or: trustedOperator(consentSignersOf(client)) }).sort({ signedAt: -1, _id: -1 }).lean();
      return Promise.all(docs.map((doc) => signatureDto(doc, currentId)));
    },
    /** Forms booking has not acknowledged yet (older records without the mark count too), oldest version first. */
    unsentForms: (limit: number) => leanMany(Forms.find({ sentToBookingAt: null }).sort({ version: 1 }).limit(limit), formDto),
    /** Signatures booking has not acknowledged yet, oldest first. */
    unsentSignatures: (limit: number) => leanMany(Signatures.find({ sentToBookingAt: null }).sort({ _id: 1 }).limit(limit), copyOf),
    async markFormsSent(ids: string[], at: Date) {
      await Forms.updateMany({ _id: trustedOperator({ $in: ids.map(objectIdOf) }) }, { $set: { sentToBookingAt: at } });
    },
    async markSignaturesSent(ids: string[], at: Date) {
      await Signatures.updateMany({ _id: trustedOperator({ $in: ids.map(objectIdOf) }) }, { $set: { sentToBookingAt: at } });
    },
    /** The form in force and one page of its signatures by id, after `after` (booking re-reading its copy). */
    async copyPage(after?: string): Promise<ConsentCopyPage> {
      const form = await current();
      if (!form) return { form: null, signatures: [], next: null };
      const filter = { formId: form.id, ...(after ? { _id: trustedOperator({ $gt: objectIdOf(after) }) } : {}) };
      const signatures = await leanMany(Signatures.find(filter).sort({ _id: 1 }).limit(CONSENT_COPY_PAGE + 1), copyOf);
      const page = signatures.slice(0, CONSENT_COPY_PAGE);
      return { form, signatures: page, next: signatures.length > CONSENT_COPY_PAGE ? page[page.length - 1]!.id : null };
    },
  };
}
export type ConsentRepository = ReturnType<typeof consentRepository>;
