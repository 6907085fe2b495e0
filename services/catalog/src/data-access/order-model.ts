import { Schema, type Connection } from 'mongoose';
import { orderStatuses, type OrderStatus } from '@wsms/contracts';
import type { Timestamps } from '@wsms/service-kit';

export interface OrderRecord {
  /** A random 32-character token: the order page is reachable by whoever holds its link, so ids must be unguessable. */
  _id: string;
  productId: string;
  productName: string;
  productImage: string;
  variantId: string;
  variantTitle: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
  currency: 'USD';
  status: OrderStatus;
  /** A digital product's order: its buyer is granted it once the order is paid. */
  digital?: boolean;
  customerName?: string;
  customerEmail?: string;
  /** The signed-in account that placed a digital product's order: who is granted it. */
  buyerId?: string;
  buyerEmail?: string;
  placedAt?: Date;
  paidAt?: Date;
}

const orderSchema = new Schema<OrderRecord & Timestamps>(
  {
    _id: { type: String, required: true },
    productId: { type: String, required: true },
    productName: { type: String, required: true },
    productImage: { type: String, default: '' },
    variantId: { type: String, required: true },
    variantTitle: { type: String, required: true },
    quantity: { type: Number, required: true, min: 1 },
    unitPriceCents: { type: Number, required: true, min: 0 },
    amountCents: { type: Number, required: true, min: 0 },
    currency: { type: String, default: 'USD' },
    status: { type: String, enum: orderStatuses, default: 'pending' },
    digital: Boolean,
    customerName: String,
    customerEmail: String,
    buyerId: String,
    buyerEmail: String,
    placedAt: Date,
    paidAt: Date,
  },
  { collection: 'orders', timestamps: true, minimize: false },
);
orderSchema.index({ createdAt: -1 });

export const orderModel = (db: Connection) => db.model('Order', orderSchema);
