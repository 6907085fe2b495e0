import type { Connection } from 'mongoose';
import { formatCents, type DigitalProduct } from '@wsms/contracts';
import { toPlain } from '@wsms/service-kit';
import { digitalProductModel, type DigitalProductRecord } from './digital-product-model';

export function toDigitalProductDto(doc: Record<string, unknown>): DigitalProduct {
  const { priceCents, ...rest } = toPlain<DigitalProductRecord & { createdAt: string; updatedAt: string }>(doc);
  return { ...rest, price: formatCents(priceCents) };
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
