import type { Connection } from 'mongoose';
import { formatCents, type Order, type OrderSummary } from '@wsms/contracts';
import { isDuplicateKey, leanMany, leanOne, type CreatedAt } from '@wsms/service-kit';
import { orderModel, type OrderRecord } from './order-model';
import { orderPaymentModel } from './order-payment-model';

const isOrderId = (id: string) => /^[A-Za-z0-9_-]{24,64}$/.test(id);

export function toOrderDto(doc: OrderRecord & CreatedAt): Order {
  return {
    id: doc._id,
    productId: doc.productId,
    productName: doc.productName,
    productImage: doc.productImage ?? '',
    variantId: doc.variantId,
    variantTitle: doc.variantTitle,
    quantity: doc.quantity,
    unitPrice: formatCents(doc.unitPriceCents),
    amount: formatCents(doc.amountCents),
    currency: 'USD',
    status: doc.status,
    digital: doc.digital === true,
    customerName: doc.customerName ?? null,
    customerEmail: doc.customerEmail ?? null,
    createdAt: doc.createdAt.toISOString(),
    placedAt: doc.placedAt ? doc.placedAt.toISOString() : null,
    paidAt: doc.paidAt ? doc.paidAt.toISOString() : null,
  };
}

/** The public summary leaves out the customer's e-mail. */
export const toOrderSummary = ({ customerEmail: _omit, ...summary }: Order): OrderSummary => summary;

export type NewOrder = Omit<OrderRecord, 'status' | 'currency' | 'customerName' | 'customerEmail' | 'buyerId' | 'buyerEmail' | 'placedAt' | 'paidAt'>;
export interface Buyer {
  id: string;
  email: string;
}
export interface Placement {
  customer: { name: string; email: string };
  digital: boolean;
  buyer?: Buyer;
}
export function orderRepository(db: Connection) {
  const Orders = orderModel(db);
  const Payments = orderPaymentModel(db);

  /** The order's one payment record: inserted by the first caller, read by every later or losing one. */
  async function paymentOnce(id: string, paidAt: Date) {
    try {
      await Payments.create({ _id: id, paidAt });
      return paidAt;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      const first = await Payments.findById(id).lean();
      if (!first) throw err;
      return first.paidAt;
    }
  }

  return {
    async insert(record: NewOrder) {
      const doc = await Orders.create({ ...record, status: 'pending', currency: 'USD' });
      return toOrderDto(doc.toObject());
    },
    async findById(id: string) {
      if (!isOrderId(id)) return null;
      return leanOne(Orders.findById(id), toOrderDto);
    },
    /** The account that placed a digital product's order, or null (a gear order, or one placed before buyers were recorded). */
    async buyerOf(id: string): Promise<Buyer | null> {
      if (!isOrderId(id)) return null;
      const doc = await Orders.findById(id).lean();
      return doc?.buyerId && doc.buyerEmail ? { id: doc.buyerId, email: doc.buyerEmail } : null;
    },
    /** Only a pending order can be placed; null when it is unknown or no longer pending. */
    async place(id: string, { customer, digital, buyer }: Placement) {
      if (!isOrderId(id)) return null;
      const placement = {
        status: 'placed' as const,
        digital,
        customerName: customer.name,
        customerEmail: customer.email,
        placedAt: new Date(),
        ...(buyer ? { buyerId: buyer.id, buyerEmail: buyer.email } : {}),
      };
      return leanOne(Orders.findOneAndUpdate({ _id: id, status: 'pending' }, { $set: placement }, { returnDocument: 'after' }), toOrderDto);
    },
    /** Records the payment of a placed order once: every later or simultaneous call keeps the first time. */
    async markPaid(id: string, at: Date) {
      if (!isOrderId(id)) return null;
      const paidAt = await paymentOnce(id, at);
      return leanOne(Orders.findOneAndUpdate({ _id: id }, { $set: { paidAt } }, { returnDocument: 'after' }), toOrderDto);
    },
    async list() {
      return leanMany(Orders.find().sort({ createdAt: -1, _id: -1 }).limit(500), toOrderDto);
    },
  };
}
export type OrderRepository = ReturnType<typeof orderRepository>;
