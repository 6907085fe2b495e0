import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@wsms/contracts';
import { ApiError } from '../../lib/api-error';
import { READ_INIT } from '../../lib/read-init';
import { fillProduct } from '../../lib/list-defaults';
import { productKeys } from './store-keys';

export async function getProducts(): Promise<Product[]> {
  const res = await fetch('/api/products', READ_INIT);
  if (!res.ok) throw new ApiError(res.status, 'Failed to fetch products');
  return ((await res.json()) as Product[]).map(fillProduct);
}

export const productsQueryOptions = () => queryOptions({ queryKey: productKeys.all, queryFn: getProducts });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
