import type { Connection } from 'mongoose';
import type { PurchaseStatus } from '@wsms/contracts';
import {
  backfillListKeys,
  createdListKey,
  insertOnce,
  keysetFilter,
  keysetSort,
  leanMany,
  leanOne,
  leanPage,
  trustedOperator,
  type Lean,
  type PageRequestOf,
  type Timestamps,
} from '@wsms/service-kit';
import { purchaseDecisionModel, purchaseModel, type PurchaseDecisionRecord, type PurchaseRecord } from './purchase-model';

export type StoredPurchase = PurchaseRecord & { createdAt: Date };

const toPurchase = ({ _id, __v: _v, updatedAt: _u, listKey: _k, ...rest }: Lean<PurchaseRecord & Timestamps>): StoredPurchase => ({ ...rest, _id });
const toDecision = (doc: Lean<PurchaseDecisionRecord>): PurchaseDecisionRecord => ({
  _id: doc._id,
  outcome: doc.outcome,
  by: doc.by,
  reference: doc.reference,
  at: doc.at,
  applied: doc.applied,
});

export function purchaseRepository(db: Connection) {
  const Purchase = purchaseModel(db);
  const Decision = purchaseDecisionModel(db);
  const findDecision = (id: string) => leanOne(Decision.findById(id), toDecision);
  return {
    find: (id: string) => leanOne(Purchase.findById(id), toPurchase),
    list: (status?: PurchaseStatus) => leanMany(Purchase.find(status ? { status } : {}).sort({ createdAt: -1 }).limit(500), toPurchase),
    /** One page, newest purchase first: one walk of `{ listKey: -1 }` or `{ status: 1, listKey: -1 }`. */
    listPage: (status: PurchaseStatus | undefined, page: PageRequestOf) =>
      leanPage(
        Purchase.find({ ...(status ? { status } : {}), ...keysetFilter(page, 'newest-first') }).sort(keysetSort('newest-first')),
        page,
        toPurchase,
        (doc) => doc.listKey ?? createdListKey(doc.createdAt, doc._id),
      ),
    listForPackage: (packageId: string) => leanMany(Purchase.find({ packageId }), toPurchase),
    async insert(record: Omit<PurchaseRecord, 'listKey'>) {
      const createdAt = new Date();
      return toPurchase((await Purchase.create({ ...record, createdAt, listKey: createdListKey(createdAt, record._id) })).toObject());
    },
    async update(id: string, patch: Partial<PurchaseRecord>) {
      await Purchase.updateOne({ _id: id }, { $set: patch });
    },
    findDecision,
    /** Records this outcome unless one exists; answers whichever outcome holds. */
    async decide(record: Omit<PurchaseDecisionRecord, 'applied'>): Promise<PurchaseDecisionRecord> {
      if (await insertOnce(() => Decision.create({ ...record, applied: false }))) return { ...record, applied: false };
      const existing = await findDecision(record._id);
      if (!existing) throw new Error(`purchase decision ${record._id} vanished`);
      return existing;
    },
    backfillListKeys: () => backfillListKeys(db, Purchase, (doc) => createdListKey(doc.createdAt as Date, String(doc._id))),
    async markApplied(id: string) {
      await Decision.updateOne({ _id: id }, { $set: { applied: true } });
    },
    /** Decisions a crash left unapplied (older than `cutoff`, so none in flight). */
    listUnappliedBefore: (cutoff: Date, limit: number) => leanMany(Decision.find({ applied: false, at: trustedOperator({ $lte: cutoff }) }).limit(limit), toDecision),
  };
}
export type PurchaseRepository = ReturnType<typeof purchaseRepository>;
