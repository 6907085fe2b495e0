import { createHash } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { ConsentForm, ConsentFormInput, ConsentSignature } from '@wsms/contracts';
import { isDuplicateKey, trustedOperator, type Lean } from '@wsms/service-kit';
import { consentFormModel, consentSignatureModel, type ConsentFormRecord, type ConsentSignatureRecord } from './clinical-record-models';

const formDto = (doc: Lean<ConsentFormRecord>): ConsentForm => ({
  id: String(doc._id),
  version: doc.version,
  title: doc.title,
  body: doc.body,
  publishedAt: new Date(doc.publishedAt).toISOString(),
});

export const consentTextHash = (form: { title: string; body: string }) => createHash('sha256').update(`${form.title}\n\n${form.body}`).digest('hex');

export type NewSignature = Omit<ConsentSignatureRecord, 'version' | 'textHash' | 'formId'>;

/** Published forms are never edited (a new version is a new insert); signatures are inserts too. */
export function consentRepository(db: Connection) {
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
  /**
   * Whose signatures count: the account's own, those made by someone who proved the e-mail, and,
   * for one booking, those bound to it (a guest's on its confirmation page, e-mail not proven).
   */
  const whose = (client: { userId?: string | null; email?: string | null; bookingId?: string | null }) => {
    const or: Array<Record<string, string | boolean>> = [];
    if (client.userId) or.push({ userId: client.userId });
    if (client.email) or.push({ email: client.email.toLowerCase(), emailProven: true });
    if (client.bookingId) or.push({ bookingId: client.bookingId, ...(client.email ? { email: client.email.toLowerCase() } : {}) });
    return or;
  };
  return {
    current,
    formById,
    async publish(input: ConsentFormInput, at: Date): Promise<ConsentForm> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const latest = await current();
        try {
          const doc = await Forms.create({ ...input, version: (latest?.version ?? 0) + 1, publishedAt: at });
          return formDto(doc.toObject());
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
      }
      throw new Error('consent form version kept colliding');
    },
    async sign(form: ConsentForm, signature: NewSignature): Promise<ConsentSignature> {
      const doc = await Signatures.create({ ...signature, email: signature.email?.toLowerCase() ?? null, formId: form.id, version: form.version, textHash: consentTextHash(form) });
      return signatureDto(doc.toObject(), form.id);
    },
    /** Whether the account, the proven e-mail or (for that booking) the booking's signer signed this form. */
    async hasSigned(formId: string, client: { userId?: string | null; email?: string | null; bookingId?: string | null }) {
      const or = whose(client);
      if (or.length === 0) return false;
      return (await Signatures.countDocuments({ formId, $or: trustedOperator(or) })) > 0;
    },
    /** What the account (or someone who proved its verified e-mail) signed, newest first. */
    async signedBy(client: { userId: string; email?: string | null }): Promise<ConsentSignature[]> {
      const currentId = (await current())?.id ?? null;
      const docs = await Signatures.find({ $or: trustedOperator(whose(client)) }).sort({ signedAt: -1, _id: -1 }).lean();
      return Promise.all(docs.map((doc) => signatureDto(doc, currentId)));
    },
  };
}
export type ConsentRepository = ReturnType<typeof consentRepository>;
