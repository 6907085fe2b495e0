import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as catalog from '../../generated/catalog-routes';
import { fillProduct } from '../../lib/list-defaults';
import { productKeys } from './store-keys';

export const getProducts = async () => (await callApi(catalog.listProducts, undefined, { failure: 'Failed to fetch products' })).map(fillProduct);

export const productsQueryOptions = () => queryOptions({ queryKey: productKeys.lists(), queryFn: getProducts });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
