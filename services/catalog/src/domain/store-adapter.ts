import type { CheckoutInput, CheckoutResponse, Product } from '@wsms/contracts';

/** Where the gear shop's products and checkout live: our own database, or a Shopify store. */
export interface StoreAdapter {
  readonly kind: 'embedded' | 'shopify';
  listProducts(): Promise<Product[]>;
  getProduct(id: string): Promise<Product | null>;
  createCheckout(input: CheckoutInput): Promise<CheckoutResponse>;
}
