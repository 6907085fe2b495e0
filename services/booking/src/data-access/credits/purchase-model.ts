import { randomBytes } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import type { PurchaseStatus } from '@wsms/contracts';
import type { Timestamps } from '@wsms/service-kit';

export const newPurchaseId = () => randomBytes(18).toString('base64url');

/** One client's purchase of a package, with the package as it was sold (price, sessions, validity, session types). */
export interface PurchaseRecord {
  _id: string;
  packageId: string;
  packageName: string;
  sessions: number;
  priceCents: number;
  validDays: number;
  sessionTypes: string[];
  buyerId: string;
  buyerEmail: string;
  buyerName: string;
  paymentMethod: 'stripe' | 'at_gym';
  status: PurchaseStatus;
  /** When it was bought (the service's clock): its credits are valid `validDays` from that day. */
  purchasedAt: Date;
  checkoutSessionId?: string;
  paidAt?: Date;
  /** `<createdAt ISO>|<_id>`: orders the paged list (rows written before paging get it from the backfill). */
  listKey?: string;
}

const purchaseSchema = new Schema<PurchaseRecord & Timestamps>(
  {
    _id: { type: String, required: true },
    packageId: { type: String, required: true, index: true },
    packageName: { type: String, required: true },
    sessions: { type: Number, required: true },
    priceCents: { type: Number, required: true },
    validDays: { type: Number, required: true },
    sessionTypes: { type: [String], required: true },
    buyerId: { type: String, required: true },
    buyerEmail: { type: String, required: true, lowercase: true },
    buyerName: { type: String, required: true },
    paymentMethod: { type: String, required: true },
    status: { type: String, required: true, index: true },
    purchasedAt: { type: Date, required: true },
    checkoutSessionId: String,
    paidAt: Date,
    listKey: String,
  },
  { collection: 'package_purchases', timestamps: true, versionKey: false },
);
purchaseSchema.index({ listKey: -1 });
purchaseSchema.index({ status: 1, listKey: -1 });

/**
 * The one outcome of a purchase, keyed by its id: the first insert wins (paid by Stripe's webhook or
 * by staff, or cancelled when Stripe's session expired), however often and wherever it is asked.
 * `applied` turns true once the credits are issued and the purchase rewritten; a row left false by a
 * crash is finished on start and by the sweep.
 */
export interface PurchaseDecisionRecord {
  _id: string;
  outcome: 'paid' | 'cancelled';
  by: 'stripe' | 'staff' | 'admin';
  reference?: string;
  at: Date;
  applied: boolean;
}

const decisionSchema = new Schema<PurchaseDecisionRecord>(
  {
    _id: { type: String, required: true },
    outcome: { type: String, required: true },
    by: { type: String, required: true },
    reference: String,
    at: { type: Date, required: true },
    applied: { type: Boolean, required: true, index: true },
  },
  { collection: 'package_purchase_decisions', versionKey: false },
);

export const purchaseModel = (db: Connection) => db.model('PackagePurchase', purchaseSchema);
export const purchaseDecisionModel = (db: Connection) => db.model('PackagePurchaseDecision', decisionSchema);
