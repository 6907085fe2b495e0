import type { Connection } from 'mongoose';
import { insertOnce, leanMany, leanOne, trustedOperator, type Lean } from '@wsms/service-kit';
import {
  creditModel,
  creditReminderModel,
  creditReturnModel,
  redemptionModel,
  type CreditRecord,
  type CreditReturnRecord,
  type RedemptionRecord,
} from './credit-model';

export const redemptionId = (creditId: string, spending: number) => `${creditId}#${spending}`;

const toCredit = ({ __v: _v, ...doc }: Lean<CreditRecord>): CreditRecord => doc;
const toRedemption = ({ __v: _v, ...doc }: Lean<RedemptionRecord>): RedemptionRecord => doc;
const toReturn = ({ __v: _v, ...doc }: Lean<CreditReturnRecord>): CreditReturnRecord => doc;

export function creditRepository(db: Connection) {
  const Credit = creditModel(db);
  const Redemption = redemptionModel(db);
  const Return = creditReturnModel(db);
  const Reminder = creditReminderModel(db);
  return {
    /**
     * Credits issued and not currently spent: every credit, less its spendings not given back (a
     * redemption is ended by the return keyed like it). Expired unspent credits are included.
     */
    async countUnspent() {
      const [credits, redemptions, returns] = await Promise.all([Credit.countDocuments({}), Redemption.countDocuments({}), Return.countDocuments({})]);
      return credits - (redemptions - returns);
    },
    /** True when this call issued the credit; false when it existed (the purchase was paid before). */
    issue: (record: CreditRecord) => insertOnce(() => Credit.create(record)),
    find: (id: string) => leanOne(Credit.findById(id), toCredit),
    listForOwner: (ownerId: string) => leanMany(Credit.find({ ownerId }), toCredit),
    listAll: () => leanMany(Credit.find({}), toCredit),
    /** Credits whose last day ends in [from, until): the expiry reminder's candidates. */
    listExpiringBetween: (from: Date, until: Date) => leanMany(Credit.find({ expiresAt: trustedOperator({ $gte: from, $lt: until }) }), toCredit),

    /** True for the one spender whose insert took this spending of the credit. */
    redeem: (record: RedemptionRecord) => insertOnce(() => Redemption.create(record)),
    redemptionsForOwner: (ownerId: string) => leanMany(Redemption.find({ ownerId }), toRedemption),
    allRedemptions: () => leanMany(Redemption.find({}), toRedemption),
    /** The latest spending of a credit on this booking (one per booking; a moved booking keeps it). */
    redemptionForBooking: (bookingId: string) => leanOne(Redemption.findOne({ bookingId }).sort({ at: -1 }), toRedemption),
    /** Rewrites a spending (only while it is in `onlyIn`, when given). */
    async setRedemption(id: string, patch: Partial<Pick<RedemptionRecord, 'state' | 'forfeitedAt' | 'forfeitReason'>>, onlyIn?: RedemptionRecord['state']) {
      await Redemption.updateOne(onlyIn ? { _id: id, state: onlyIn } : { _id: id }, { $set: patch });
    },
    listPendingBefore: (cutoff: Date, limit: number) => leanMany(Redemption.find({ state: 'pending', at: trustedOperator({ $lte: cutoff }) }).limit(limit), toRedemption),

    /** True for the one caller whose insert gave this spending back. */
    giveBack: (record: CreditReturnRecord) => insertOnce(() => Return.create(record)),
    findReturn: (id: string) => leanOne(Return.findById(id), toReturn),
    returnsForOwner: (ownerId: string) => leanMany(Return.find({ ownerId }), toReturn),
    allReturns: () => leanMany(Return.find({}), toReturn),

    /** One credit's spendings and returns (equality on an indexed field): what the reports read after it changed. */
    redemptionsOfCredit: (creditId: string) => leanMany(Redemption.find({ creditId }), toRedemption),
    returnsOfCredit: (creditId: string) => leanMany(Return.find({ creditId }), toReturn),

    claimExpiryReminder: (id: string, at: Date) => insertOnce(() => Reminder.create({ _id: id, claimedAt: at })),
  };
}
export type CreditRepository = ReturnType<typeof creditRepository>;
