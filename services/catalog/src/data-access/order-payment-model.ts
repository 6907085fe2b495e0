import { Schema, type Connection } from 'mongoose';

/**
 * One document per paid order, its `_id` the order id: the insert decides which of several
 * simultaneous "paid" calls (or instances) records the time, since FerretDB does not apply
 * concurrent conditional updates of one order atomically.
 */
export interface OrderPaymentRecord {
  _id: string;
  paidAt: Date;
}

const orderPaymentSchema = new Schema<OrderPaymentRecord>(
  { _id: { type: String, required: true }, paidAt: { type: Date, required: true } },
  { collection: 'order_payments' },
);

export const orderPaymentModel = (db: Connection) => db.model('OrderPayment', orderPaymentSchema);
