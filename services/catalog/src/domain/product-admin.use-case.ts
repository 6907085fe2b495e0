import { randomBytes } from 'node:crypto';
import type { ProductCreateInput, ProductUpdateInput } from '@wsms/contracts';
import { AppError, badRequest, conflict, isDuplicateKey, notFound } from '@wsms/service-kit';
import type { ProductRecord, ProductVariantRecord } from '../data-access/product-model';
import type { ProductRepository } from '../data-access/product-repository';
import { slugify } from './slugify';
import type { StoreAdapter } from './store-adapter';

type VariantInput = NonNullable<ProductCreateInput['variants']>[number];


const newVariantId = () => `v-${randomBytes(6).toString('hex')}`;

/** Every product can be bought: without variants it gets one "Default" variant at the product's price. */
function buildVariants(inputs: VariantInput[] | undefined, priceCents: number, inStock: boolean): ProductVariantRecord[] {
  const list = inputs && inputs.length > 0 ? inputs : [{ title: 'Default', available: inStock }];
  const variants = list.map((v) => ({
    id: v.id ?? newVariantId(),
    title: v.title,
    priceCents: v.priceCents ?? priceCents,
    available: v.available ?? true,
  }));
  if (new Set(variants.map((v) => v.id)).size !== variants.length) throw badRequest('Variant ids must be distinct');
  return variants;
}

const handleTaken = () => conflict('A product with this handle already exists');
const variantTaken = () => conflict('A variant id is already used by another product');

/** Admin writes (spec: defined, unused by the pages). Only the embedded store keeps products here. */
export function productAdminUseCases(products: ProductRepository, store: StoreAdapter) {
  const ensureEmbedded = () => {
    if (store.kind !== 'embedded') throw new AppError('store-managed', 'Products are managed in the Shopify store', 409);
  };

  return {
    async create(input: ProductCreateInput) {
      ensureEmbedded();
      const { collection, variants: variantInputs, handle: givenHandle, ...rest } = input;
      const handle = givenHandle ?? (slugify(input.name) || `product-${randomBytes(4).toString('hex')}`);
      const variants = buildVariants(variantInputs, input.priceCents, input.inStock ?? true);
      if (await products.findIdByHandle(handle)) throw handleTaken();
      if (await products.variantIdsTaken(variants.map((v) => v.id))) throw variantTaken();
      try {
        return await products.insert({
          description: '',
          image: '',
          images: [],
          category: '',
          storeId: '',
          tags: [],
          inStock: true,
          rating: null,
          reviewCount: null,
          ...rest,
          handle,
          storeCollection: collection ?? '',
          variants,
        });
      } catch (err) {
        if (isDuplicateKey(err)) throw handleTaken();
        throw err;
      }
    },

    async update(id: string, changes: ProductUpdateInput) {
      ensureEmbedded();
      const existing = await products.findRecord(id);
      if (!existing) throw notFound('Product not found');
      const { collection, variants: variantInputs, ...rest } = changes;
      const update: Partial<ProductRecord> = { ...rest };
      if (collection !== undefined) update.storeCollection = collection;
      // FerretDB does not report a unique-index violation caused by an update, so check first.
      if (changes.handle && changes.handle !== existing.handle) {
        const holder = await products.findIdByHandle(changes.handle);
        if (holder && holder !== id) throw handleTaken();
      }
      if (variantInputs) {
        const priceCents = changes.priceCents ?? existing.priceCents;
        update.variants = buildVariants(variantInputs, priceCents, changes.inStock ?? existing.inStock);
        if (await products.variantIdsTaken(update.variants.map((v) => v.id), id)) throw variantTaken();
      }
      const updated = await products.update(id, update);
      if (!updated) throw notFound('Product not found');
      return updated;
    },
  };
}
