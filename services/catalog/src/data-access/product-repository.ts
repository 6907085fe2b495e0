import type { Connection, Types } from 'mongoose';
import { formatCents, type Product } from '@wsms/contracts';
import { isObjectIdString, leanMany, leanOne, newObjectId, trustedOperator, type Lean } from '@wsms/service-kit';
import { productModel, type ProductRecord, type ProductVariantRecord } from './product-model';

const withoutImage = { imageSvg: 0 } as const;

/** Names every field it sends, so the picture (`imageSvg`) never leaves with a product. */
export function toProductDto(p: Omit<Lean<ProductRecord>, 'imageSvg'>): Product {
  return {
    id: String(p._id),
    name: p.name,
    description: p.description ?? '',
    price: formatCents(p.priceCents),
    image: p.image ?? '',
    images: p.images ?? [],
    category: p.category ?? '',
    storeId: p.storeId ?? '',
    handle: p.handle,
    collection: p.storeCollection ?? '',
    tags: p.tags ?? [],
    variants: (p.variants ?? []).map((v) => ({
      id: v.id,
      title: v.title,
      price: formatCents(v.priceCents),
      available: v.available !== false,
    })),
    inStock: p.inStock !== false,
    rating: typeof p.rating === 'number' ? p.rating : null,
    reviewCount: typeof p.reviewCount === 'number' ? p.reviewCount : null,
  };
}

/** What checkout needs about one variant, with its price still in cents. */
export interface PurchasableVariant {
  productId: string;
  productName: string;
  productImage: string;
  inStock: boolean;
  tags: string[];
  variant: ProductVariantRecord;
}

export type NewProduct = Omit<ProductRecord, '_id'> & { _id?: Types.ObjectId };

export function productRepository(db: Connection) {
  const Products = productModel(db);
  return {
    newId: newObjectId,
    async list() {
      return leanMany(Products.find({}, withoutImage).sort({ createdAt: 1, _id: 1 }), toProductDto);
    },
    async findById(id: string) {
      if (!isObjectIdString(id)) return null;
      return leanOne(Products.findById(id, withoutImage), toProductDto);
    },
    async findRecord(id: string): Promise<(ProductRecord & { _id: Types.ObjectId }) | null> {
      if (!isObjectIdString(id)) return null;
      return Products.findById(id, withoutImage).lean();
    },
    async findImage(id: string) {
      if (!isObjectIdString(id)) return null;
      const doc = await Products.findById(id, { imageSvg: 1 }).lean();
      return doc?.imageSvg ?? null;
    },
    async findVariant(variantId: string): Promise<PurchasableVariant | null> {
      const doc = await Products.findOne({ 'variants.id': variantId }, withoutImage).lean();
      const variant = doc?.variants.find((v) => v.id === variantId);
      if (!doc || !variant) return null;
      return { productId: String(doc._id), productName: doc.name, productImage: doc.image, inStock: doc.inStock, tags: doc.tags ?? [], variant };
    },
    /** Product ids (other than `exceptId`) already using one of these variant ids. */
    async variantIdsTaken(variantIds: string[], exceptId?: string) {
      const filter = {
        'variants.id': trustedOperator({ $in: variantIds }),
        ...(exceptId ? { _id: trustedOperator({ $ne: exceptId }) } : {}),
      };
      return (await Products.countDocuments(filter)) > 0;
    },
    async findIdByHandle(handle: string) {
      const doc = await Products.findOne({ handle }, { _id: 1 }).lean();
      return doc ? String(doc._id) : null;
    },
    async handlesIn(handles: string[]) {
      const docs = await Products.find({ handle: trustedOperator({ $in: handles }) }, { handle: 1 }).lean();
      return new Set(docs.map((doc) => doc.handle));
    },
    async insert(record: NewProduct) {
      const doc = await Products.create(record);
      return toProductDto(doc.toObject());
    },
    async update(id: string, changes: Partial<ProductRecord>) {
      if (!isObjectIdString(id)) return null;
      return leanOne(Products.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after', runValidators: true }), toProductDto);
    },
    count: () => Products.countDocuments(),
  };
}
export type ProductRepository = ReturnType<typeof productRepository>;
