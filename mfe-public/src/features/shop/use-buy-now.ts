import { useCreateStoreCheckout } from '@wsms/api-client/store';
import type { Product } from '@wsms/contracts';
import { useState } from 'react';

/** Spec sections 5, 7 and 8: the store checkout for a product's first variant, opened in a new tab. */
export function useBuyNow() {
  const checkout = useCreateStoreCheckout();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const buy = async (product: Pick<Product, 'id' | 'variants'>) => {
    const variantId = product.variants?.[0]?.id;
    if (!variantId) {
      window.alert('Product variant not available');
      return;
    }
    setPendingId(product.id);
    try {
      const { webUrl } = await checkout.mutateAsync(variantId);
      if (webUrl) window.open(webUrl, '_blank');
      else window.alert('Failed to create checkout');
    } catch (error) {
      console.error('Checkout error:', error);
      window.alert('Failed to proceed to checkout');
    } finally {
      setPendingId(null);
    }
  };

  return { buy, pendingId };
}
