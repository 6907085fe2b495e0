import type { Connection } from 'mongoose';
import { formatCents, type DigitalProduct } from '@wsms/contracts';
import { isObjectIdString, leanMany, leanOne, toPlain, trustedOperator, type Lean, type Timestamps } from '@wsms/service-kit';
import { digitalProductModel, type DigitalProductRecord } from './digital-product-model';

export function toDigitalProductDto(doc: Lean<DigitalProductRecord & Timestamps>): DigitalProduct {
  const { priceCents, ...rest } = toPlain(doc);
  return { ...rest, price: formatCents(priceCents) };
}

export function digitalProductRepository(db: Connection) {
  const DigitalProduct = digitalProductModel(db);
  return {
    async list({ includeInactive }: { includeInactive: boolean }) {
      return leanMany(DigitalProduct.find(includeInactive ? {} : { isActive: true }).sort({ createdAt: -1 }), toDigitalProductDto);
    },
    async findById(id: string) {
      if (!isObjectIdString(id)) return null;
      return leanOne(DigitalProduct.findById(id), toDigitalProductDto);
    },
    async findByIds(ids: string[]) {
      return leanMany(DigitalProduct.find({ _id: trustedOperator({ $in: ids.filter(isObjectIdString) }) }), toDigitalProductDto);
    },
    async findByStoreVariant(storeVariantId: string) {
      return leanOne(DigitalProduct.findOne({ storeVariantId }), toDigitalProductDto);
    },
    async insert(record: Partial<DigitalProductRecord> & Pick<DigitalProductRecord, 'title' | 'type' | 'priceCents'>) {
      const doc = await DigitalProduct.create(record);
      return toDigitalProductDto(doc.toObject());
    },
    async update(id: string, changes: Partial<DigitalProductRecord>) {
      if (!isObjectIdString(id)) return null;
      return leanOne(DigitalProduct.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after' }), toDigitalProductDto);
    },
  };
}
export type DigitalProductRepository = ReturnType<typeof digitalProductRepository>;
