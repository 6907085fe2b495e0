import { DIGITAL_PRODUCT_TAG, digitalMessages, type InternalStoreProduct, type StoreProduct } from '@wsms/contracts';
import { conflict } from '@wsms/service-kit';
import type { ProductRepository } from '../data-access/product-repository';
import type { productAdminUseCases } from './product-admin.use-case';
import type { StoreAdapter } from './store-adapter';

const categoryByType = { workout_program: 'Digital Program', video: 'Digital Video', pdf: 'Digital Guide' } as const;

/**
 * Lists a digital product in the shop. Embedded store: a product whose handle and variant id derive
 * from the digital product, so a repeated call finds the first one and brings it up to date (title,
 * price, and on sale only while the digital product is active) instead of adding a second.
 * Shopify products are created in Shopify's admin (the Storefront API cannot create them).
 */
export function digitalStoreProductUseCase(deps: { store: StoreAdapter; products: ProductRepository; admin: ReturnType<typeof productAdminUseCases> }) {
  return async (input: InternalStoreProduct): Promise<StoreProduct> => {
    if (deps.store.kind !== 'embedded') throw conflict(digitalMessages.storeManaged);
    const handle = `digital-${input.digitalProductId}`;
    const storeVariantId = `dp-${input.digitalProductId}`;
    const { available } = input;
    const listing = {
      name: input.title,
      description: input.description,
      priceCents: input.priceCents,
      inStock: available,
      variants: [{ id: storeVariantId, title: 'Digital access', priceCents: input.priceCents, available }],
    };
    const existing = await deps.products.findIdByHandle(handle);
    if (existing) {
      await deps.admin.update(existing, listing as Parameters<ReturnType<typeof productAdminUseCases>['update']>[1]);
      return { storeProductId: existing, storeVariantId };
    }
    const product = await deps.admin.create({
      ...listing,
      category: categoryByType[input.type],
      tags: [DIGITAL_PRODUCT_TAG, input.type],
      handle,
    } as Parameters<ReturnType<typeof productAdminUseCases>['create']>[0]);
    return { storeProductId: product.id, storeVariantId };
  };
}
