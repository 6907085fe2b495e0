import type { Connection } from 'mongoose';
import { toPlain } from '@wsms/service-kit';
import { digitalProductModel, type DigitalProductRecord } from './digital-product-model';

export function toDigitalProductDto(doc: Record<string, unknown>) {
  const { priceCents, ...rest } = toPlain<DigitalProductRecord>(doc);
  return { ...rest, price: (priceCents / 100).toFixed(2) };
}

export function digitalProductRepository(db: Connection) {
  const DigitalProduct = digitalProductModel(db);
  return {
    async list({ includeInactive }: { includeInactive: boolean }) {
      const docs = await DigitalProduct.find(includeInactive ? {} : { isActive: true }).sort({ createdAt: -1 }).lean();
      return docs.map((doc) => toDigitalProductDto(doc as unknown as Record<string, unknown>));
    },
    async insert(record: Partial<DigitalProductRecord> & Pick<DigitalProductRecord, 'title' | 'type' | 'priceCents'>) {
      const doc = await DigitalProduct.create(record);
      return toDigitalProductDto(doc.toObject() as unknown as Record<string, unknown>);
    },
  };
}
