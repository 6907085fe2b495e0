import { formatCents, type Product } from '@wsms/contracts';
import type { ShopifyProductNode } from './shopify-queries';

const PRODUCT_GID = 'gid://shopify/Product/';

/** Our product id is the numeric tail of Shopify's GID, so it fits in URLs and `#product-{id}` anchors. */
export const productIdFromGid = (gid: string) => (gid.startsWith(PRODUCT_GID) ? gid.slice(PRODUCT_GID.length) : gid);
export const productGidFromId = (id: string) => (/^\d{1,20}$/.test(id) ? `${PRODUCT_GID}${id}` : null);
export const isVariantGid = (id: string) => /^gid:\/\/shopify\/ProductVariant\/\d{1,20}$/.test(id);

/** Shopify's Decimal ("29.99", "30.0") to our "29.99". */
export function shopifyAmount(amount: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value) || value < 0) throw new Error(`Unexpected amount from Shopify: ${amount}`);
  return formatCents(Math.round(value * 100));
}

function ratingOf(metafield: { value: string } | null): number | null {
  if (!metafield) return null;
  try {
    // The rating metafield is JSON: {"value": "4.5", "scale_min": "1.0", "scale_max": "5.0"}.
    const parsed = JSON.parse(metafield.value) as { value?: string | number } | number;
    const value = Number(typeof parsed === 'object' ? parsed.value : parsed);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

function countOf(metafield: { value: string } | null): number | null {
  const value = metafield ? Number(metafield.value) : NaN;
  return Number.isInteger(value) && value >= 0 ? value : null;
}

export function toProduct(node: ShopifyProductNode): Product {
  const images = node.images.nodes.map((image) => image.url);
  const collection = node.collections.nodes[0];
  return {
    id: productIdFromGid(node.id),
    name: node.title,
    description: node.description,
    price: shopifyAmount(node.priceRange.minVariantPrice.amount),
    image: node.featuredImage?.url ?? images[0] ?? '',
    images,
    category: node.productType || collection?.title || '',
    storeId: node.id,
    handle: node.handle,
    collection: collection?.handle ?? '',
    tags: node.tags,
    variants: node.variants.nodes.map((variant) => ({
      id: variant.id,
      title: variant.title,
      price: shopifyAmount(variant.price.amount),
      available: variant.availableForSale,
    })),
    inStock: node.availableForSale,
    rating: ratingOf(node.rating),
    reviewCount: countOf(node.ratingCount),
  };
}
