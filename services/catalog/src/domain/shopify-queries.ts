// Storefront API documents. `reviews.rating` / `reviews.rating_count` are Shopify's standard review metafields:
// when a review app fills them (and exposes them to the storefront), the shop shows real ratings; otherwise none.
const productFields = `#graphql
  fragment ProductFields on Product {
    id
    handle
    title
    description
    productType
    tags
    availableForSale
    featuredImage { url }
    images(first: 10) { nodes { url } }
    collections(first: 1) { nodes { handle title } }
    priceRange { minVariantPrice { amount currencyCode } }
    variants(first: 50) { nodes { id title availableForSale price { amount currencyCode } } }
    rating: metafield(namespace: "reviews", key: "rating") { value }
    ratingCount: metafield(namespace: "reviews", key: "rating_count") { value }
  }
`;

export const PRODUCTS_QUERY = `#graphql
  query Products($first: Int!, $after: String) {
    products(first: $first, after: $after, sortKey: TITLE) {
      nodes { ...ProductFields }
      pageInfo { hasNextPage endCursor }
    }
  }
  ${productFields}
`;

export const PRODUCT_QUERY = `#graphql
  query Product($id: ID!) {
    product(id: $id) { ...ProductFields }
  }
  ${productFields}
`;

export const CART_CREATE_MUTATION = `#graphql
  mutation CartCreate($input: CartInput!) {
    cartCreate(input: $input) {
      cart { id checkoutUrl }
      userErrors { field message code }
    }
  }
`;

interface Money {
  amount: string;
  currencyCode: string;
}

export interface ShopifyProductNode {
  id: string;
  handle: string;
  title: string;
  description: string;
  productType: string;
  tags: string[];
  availableForSale: boolean;
  featuredImage: { url: string } | null;
  images: { nodes: Array<{ url: string }> };
  collections: { nodes: Array<{ handle: string; title: string }> };
  priceRange: { minVariantPrice: Money };
  variants: { nodes: Array<{ id: string; title: string; availableForSale: boolean; price: Money }> };
  rating: { value: string } | null;
  ratingCount: { value: string } | null;
}

export interface ProductsQueryData {
  products: { nodes: ShopifyProductNode[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}
export interface ProductQueryData {
  product: ShopifyProductNode | null;
}
export interface CartCreateData {
  cartCreate: {
    cart: { id: string; checkoutUrl: string | null } | null;
    userErrors: Array<{ field: string[] | null; message: string; code: string | null }>;
  } | null;
}
