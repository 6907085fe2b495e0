import { trusted, Types, type Connection } from 'mongoose';
import type { DigitalPurchase } from '@wsms/contracts';
import { digitalPurchaseModel, type DigitalPurchaseRecord } from './digital-purchase-model';

type PurchaseDoc = DigitalPurchaseRecord & { _id: Types.ObjectId };
const isDuplicateKey = (err: unknown) => (err as { code?: number } | null)?.code === 11000;

const toDto = (doc: PurchaseDoc): DigitalPurchase => ({
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
  return {
    /** Inserts once per order line; a repeated report answers the purchase already recorded. */
    async recordOnce(input: { userId: string; email: string; digitalProductId: string; storeOrderId: string; storeLineId: string }) {
      const _id = new Types.ObjectId();
      const { email, ...rest } = input;
      try {
        const doc = await Purchases.create({
          _id,
          ...rest,
          purchaseDate: new Date(),
          accessGranted: true,
          watermarkData: { email, purchaseId: _id.toHexString() },
        });
        return toDto(doc.toObject() as PurchaseDoc);
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        const existing = await Purchases.findOne({ storeOrderId: input.storeOrderId, storeLineId: input.storeLineId }).lean<PurchaseDoc>();
        if (!existing) throw err;
        return toDto(existing);
      }
    },
    /** The caller's granted purchase of a product, oldest first (the one a PDF is stamped with). */
    async findGranted(userId: string, digitalProductId: string) {
      const doc = await Purchases.findOne({ userId, digitalProductId, accessGranted: trusted({ $ne: false }) }).sort({ purchaseDate: 1 }).lean<PurchaseDoc>();
      return doc ? toDto(doc) : null;
    },
    async listGranted(userId: string) {
      const docs = await Purchases.find({ userId, accessGranted: trusted({ $ne: false }) }).sort({ purchaseDate: -1 }).lean<PurchaseDoc[]>();
      return docs.map(toDto);
    },
  };
}
export type DigitalPurchaseRepository = ReturnType<typeof digitalPurchaseRepository>;
