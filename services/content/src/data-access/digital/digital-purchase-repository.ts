import type { Connection } from 'mongoose';
import type { DigitalPurchase } from '@wsms/contracts';
import { isDuplicateKey, leanMany, leanOne, newObjectId, trustedOperator, type Lean } from '@wsms/service-kit';
import { contentReportRepository } from '../reports/content-report-repository';
import { digitalPurchaseModel, type DigitalPurchaseRecord } from './digital-purchase-model';

const toDto = (doc: Lean<DigitalPurchaseRecord>): DigitalPurchase => ({
  id: doc._id.toHexString(),
  userId: doc.userId,
  digitalProductId: doc.digitalProductId,
  storeOrderId: doc.storeOrderId,
  storeLineId: doc.storeLineId,
  purchaseDate: doc.purchaseDate.toISOString(),
  accessGranted: doc.accessGranted !== false,
  watermarkData: { email: doc.watermarkData?.email ?? '', purchaseId: doc.watermarkData?.purchaseId ?? doc._id.toHexString() },
});

export function digitalPurchaseRepository(db: Connection) {
  const Purchases = digitalPurchaseModel(db);
  const reports = contentReportRepository(db);
  return {
    /**
     * Inserts once per order line; a repeated report answers the purchase already recorded. Either way
     * its sale goes to the report roll-ups (inserted once), so a report retried after a failed roll-up write heals it.
     */
    async recordOnce(input: { userId: string; email: string; digitalProductId: string; storeOrderId: string; storeLineId: string }) {
      const _id = newObjectId();
      const { email, ...rest } = input;
      try {
        const doc = await Purchases.create({
          _id,
          ...rest,
          purchaseDate: new Date(),
          accessGranted: true,
          watermarkData: { email, purchaseId: _id.toHexString() },
        });
        const recorded = toDto(doc.toObject());
        await reports.feedPurchase(recorded);
        return recorded;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        const existing = await leanOne(Purchases.findOne({ storeOrderId: input.storeOrderId, storeLineId: input.storeLineId }), toDto);
        if (!existing) throw err;
        await reports.feedPurchase(existing);
        return existing;
      }
    },
    /** The caller's granted purchase of a product, oldest first (the one a PDF is stamped with). */
    async findGranted(userId: string, digitalProductId: string) {
      return leanOne(Purchases.findOne({ userId, digitalProductId, accessGranted: trustedOperator({ $ne: false }) }).sort({ purchaseDate: 1 }), toDto);
    },
    async listGranted(userId: string) {
      return leanMany(Purchases.find({ userId, accessGranted: trustedOperator({ $ne: false }) }).sort({ purchaseDate: -1 }), toDto);
    },
  };
}
export type DigitalPurchaseRepository = ReturnType<typeof digitalPurchaseRepository>;
