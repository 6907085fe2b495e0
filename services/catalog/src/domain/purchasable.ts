import { DIGITAL_PRODUCT_TAG } from '@wsms/contracts';
import type { PurchasableVariant } from '../data-access/product-repository';

/** A digital product's listing (programs, videos, PDFs): content grants it to the buyer once paid. */
export const isDigital = (found: PurchasableVariant) => found.tags.includes(DIGITAL_PRODUCT_TAG);

/** On sale now: the product is in stock and the variant available (an inactive digital product is listed off sale). */
export const isOnSale = (found: PurchasableVariant | null): found is PurchasableVariant =>
  found !== null && found.inStock !== false && found.variant.available !== false;
