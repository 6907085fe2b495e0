import { DIGITAL_PRODUCT_TAG, type InternalStoreProduct, type StoreProduct } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import type { ProductRepository } from '../data-access/product-repository';
import type { productAdminUseCases } from './product-admin.use-case';
import type { StoreAdapter } from './store-adapter';

const categoryByType = { workout_program: 'Digital Program', video: 'Digital Video', pdf: 'Digital Guide' } as const;

/**
 * Lists a digital product in the shop. Embedded store: a product whose handle and variant id derive
 * from the digital product, so a repeated call finds the first one instead of adding a second.
 * Shopify products are created in Shopify's admin (the Storefront API cannot create them).
 */
export function digitalStoreProductUseCase(deps: { store: StoreAdapter; products: ProductRepository; admin: ReturnType<typeof productAdminUseCases> }) {
  return async (input: InternalStoreProduct): Promise<StoreProduct> => {
    if (deps.store.kind !== 'embedded') throw new AppError('store-managed', 'Products are managed in the Shopify store (its Admin API is not connected)', 502);
    const handle = `digital-${input.digitalProductId}`;
    const storeVariantId = `dp-${input.digitalProductId}`;
    const existing = await deps.products.findIdByHandle(handle);
    if (existing) return { storeProductId: existing, storeVariantId };
    const product = await deps.admin.create({
      name: input.title,
      description: input.description,
      priceCents: input.priceCents,
      category: categoryByType[input.type],
      tags: [DIGITAL_PRODUCT_TAG, input.type],
      handle,
      variants: [{ id: storeVariantId, title: 'Digital access', priceCents: input.priceCents, available: true }],
    } as Parameters<ReturnType<typeof productAdminUseCases>['create']>[0]);
    return { storeProductId: product.id, storeVariantId };
  };
}
