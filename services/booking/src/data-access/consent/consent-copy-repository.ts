import type { Connection } from 'mongoose';
import { consentSignersOf, type ConsentCopySignature, type ConsentForm } from '@wsms/contracts';
import { insertOnce, leanOne, trustedOperator, type Lean } from '@wsms/service-kit';
import { consentCopyFormModel, consentCopyMarkerModel, consentCopySignatureModel, type ConsentCopyFormRecord } from './consent-copy-model';

const formOf = (doc: Lean<ConsentCopyFormRecord>): ConsentForm => ({
  id: doc._id,
  version: doc.version,
  title: doc.title,
  body: doc.body,
  publishedAt: new Date(doc.publishedAt).toISOString(),
});

const REREAD = 'reread';

/**
 * Booking's copy of content's consent record: inserts keyed by content's ids (a replay inserts
 * nothing), the form in force is the highest version, and signatures of earlier versions are dropped
 * once a later form is here (they never count again: versions only grow).
 */
export function consentCopyRepository(db: Connection) {
  const Forms = consentCopyFormModel(db);
  const Signatures = consentCopySignatureModel(db);
  const Markers = consentCopyMarkerModel(db);
  return {
    /** True when the form is new here. */
    addForm: (form: ConsentForm) =>
      insertOnce(() => Forms.create({ _id: form.id, version: form.version, title: form.title, body: form.body, publishedAt: new Date(form.publishedAt) })),
    /** True when the signature is new here. */
    addSignature: (signature: ConsentCopySignature) =>
      insertOnce(() =>
        Signatures.create({
          _id: signature.id,
          formId: signature.formId,
          version: signature.version,
          userId: signature.userId,
          email: signature.email?.toLowerCase() ?? null,
          emailProven: signature.emailProven,
          bookingId: signature.bookingId,
        }),
      ),
    current: () => leanOne(Forms.findOne().sort({ version: -1, publishedAt: -1 }), formOf),
    /** Whether the account, the proven e-mail or (for that booking) the booking's signer signed this form. */
    async hasSigned(formId: string, client: { userId?: string; email?: string; bookingId?: string }) {
      const or = consentSignersOf(client);
      if (or.length === 0) return false;
      return (await Signatures.countDocuments({ formId, $or: trustedOperator(or) })) > 0;
    },
    /** Drops the forms and signatures of versions before `version`. */
    async dropBefore(version: number) {
      await Promise.all([Signatures.deleteMany({ version: trustedOperator({ $lt: version }) }), Forms.deleteMany({ version: trustedOperator({ $lt: version }) })]);
    },
    /** Whether a complete re-read from content has finished once: until then the copy may miss earlier signatures. */
    complete: async () => (await Markers.countDocuments({ _id: REREAD })) > 0,
    async markComplete(at: Date) {
      await insertOnce(() => Markers.create({ _id: REREAD, at }));
    },
  };
}
export type ConsentCopyRepository = ReturnType<typeof consentCopyRepository>;
