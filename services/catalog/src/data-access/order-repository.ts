import type { Connection } from 'mongoose';
import { formatCents, type Order, type OrderSummary } from '@wsms/contracts';
import { orderModel, type OrderRecord } from './order-model';

const isOrderId = (id: string) => /^[A-Za-z0-9_-]{24,64}$/.test(id);

export function toOrderDto(doc: OrderRecord & { createdAt: Date }): Order {
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
    customerName: doc.customerName ?? null,
    customerEmail: doc.customerEmail ?? null,
    createdAt: doc.createdAt.toISOString(),
    placedAt: doc.placedAt ? doc.placedAt.toISOString() : null,
  };
}

/** The public summary leaves out the customer's e-mail. */
export const toOrderSummary = ({ customerEmail: _omit, ...summary }: Order): OrderSummary => summary;

export type NewOrder = Omit<OrderRecord, 'status' | 'currency' | 'customerName' | 'customerEmail' | 'placedAt'>;
type OrderDoc = OrderRecord & { createdAt: Date };

export function orderRepository(db: Connection) {
  const Orders = orderModel(db);
  return {
    async insert(record: NewOrder) {
      const doc = await Orders.create({ ...record, status: 'pending', currency: 'USD' });
      return toOrderDto(doc.toObject() as unknown as OrderDoc);
    },
    async findById(id: string) {
      if (!isOrderId(id)) return null;
      const doc = await Orders.findById(id).lean<OrderDoc>();
      return doc ? toOrderDto(doc) : null;
    },
    /** Only a pending order can be placed; null when it is unknown or no longer pending. */
    async place(id: string, customer: { name: string; email: string }) {
      if (!isOrderId(id)) return null;
      const doc = await Orders.findOneAndUpdate(
        { _id: id, status: 'pending' },
        { $set: { status: 'placed', customerName: customer.name, customerEmail: customer.email, placedAt: new Date() } },
        { returnDocument: 'after' },
      ).lean<OrderDoc>();
      return doc ? toOrderDto(doc) : null;
    },
    async list() {
      const docs = await Orders.find().sort({ createdAt: -1, _id: -1 }).limit(500).lean<OrderDoc[]>();
      return docs.map(toOrderDto);
    },
  };
}
export type OrderRepository = ReturnType<typeof orderRepository>;
