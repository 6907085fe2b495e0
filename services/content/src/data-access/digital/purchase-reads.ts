import type { Connection } from 'mongoose';
import { idForms } from '@wsms/service-kit';

/**
 * The digital products a user owns, read from `digital_purchases` ({ userId, digitalProductId,
 * accessGranted }, written by the digital content area). A missing accessGranted counts as granted
 * (its default); ids may be stored as text or ObjectIds, so both are matched and compared as text.
 */
export function purchaseReads(db: Connection) {
  const purchases = db.collection('digital_purchases');
  return {
    async productIdsOwnedBy(userId: string): Promise<string[]> {
      const docs = await purchases
        .find({ userId: { $in: idForms(userId) }, accessGranted: { $ne: false } }, { projection: { digitalProductId: 1 } })
        .toArray();
      return [...new Set(docs.map((doc) => String(doc.digitalProductId)).filter((id) => id && id !== 'undefined'))];
    },
  };
}
export type PurchaseReads = ReturnType<typeof purchaseReads>;
