import { trusted, Types, type Connection } from 'mongoose';
import { formatCents, type DigitalProduct } from '@wsms/contracts';
import { toPlain } from '@wsms/service-kit';
import { digitalProductModel, type DigitalProductRecord } from './digital-product-model';

export function toDigitalProductDto(doc: Record<string, unknown>): DigitalProduct {
  const { priceCents, ...rest } = toPlain<DigitalProductRecord & { createdAt: string; updatedAt: string }>(doc);
  return { ...rest, price: formatCents(priceCents) };
}
const asDto = (doc: unknown) => toDigitalProductDto(doc as Record<string, unknown>);
const isId = (id: string) => /^[a-f0-9]{24}$/.test(id) && Types.ObjectId.isValid(id);

export function digitalProductRepository(db: Connection) {
  const DigitalProduct = digitalProductModel(db);
  return {
    async list({ includeInactive }: { includeInactive: boolean }) {
      const docs = await DigitalProduct.find(includeInactive ? {} : { isActive: true }).sort({ createdAt: -1 }).lean();
      return docs.map(asDto);
    },
    async findById(id: string) {
      if (!isId(id)) return null;
      const doc = await DigitalProduct.findById(id).lean();
      return doc ? asDto(doc) : null;
    },
    async findByIds(ids: string[]) {
      const docs = await DigitalProduct.find({ _id: trusted({ $in: ids.filter(isId) }) }).lean();
      return docs.map(asDto);
    },
    async findByStoreVariant(storeVariantId: string) {
      const doc = await DigitalProduct.findOne({ storeVariantId }).lean();
      return doc ? asDto(doc) : null;
    },
    async insert(record: Partial<DigitalProductRecord> & Pick<DigitalProductRecord, 'title' | 'type' | 'priceCents'>) {
      const doc = await DigitalProduct.create(record);
      return asDto(doc.toObject());
    },
    async update(id: string, changes: Partial<DigitalProductRecord>) {
      if (!isId(id)) return null;
      const doc = await DigitalProduct.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after' }).lean();
      return doc ? asDto(doc) : null;
    },
  };
}
export type DigitalProductRepository = ReturnType<typeof digitalProductRepository>;
