import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type RouteBodyOf } from '@wsms/api-client/session';
import { digitalMessages } from '@wsms/contracts';
import * as content from '../../generated/content-routes';
import { digitalProductKeys } from './content-keys';

/** Every digital product (admins also see inactive ones). */
export const getDigitalProducts = () => callApi(content.listDigitalProducts, undefined, { failure: 'Failed to fetch digital products' });

export const digitalProductsQueryOptions = () => queryOptions({ queryKey: digitalProductKeys.lists(), queryFn: getDigitalProducts });

export const useDigitalProducts = () => useQuery(digitalProductsQueryOptions());

export type DigitalProductBody = RouteBodyOf<typeof content.createDigitalProduct>;
export type DigitalProductChanges = RouteBodyOf<typeof content.updateDigitalProduct>;

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: digitalProductKeys.all });
};

/**
 * Spec section 7: create the product, then its store product. The store call's failure is tolerated
 * (a console warning only): the product exists and can be listed in the store later.
 */
export function useCreateDigitalProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: DigitalProductBody) => {
      const product = await callApi(content.createDigitalProduct, { body }, { failure: digitalMessages.createFailed });
      const { id: digitalProductId, title, description, price, type } = product;
      try {
        await callApi(content.createStoreProduct, { body: { digitalProductId, title, description, price, type } });
      } catch (error) {
        console.warn('The store product could not be created', error);
      }
      return product;
    },
    onSuccess: refresh,
  });
}

export function useUpdateDigitalProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: DigitalProductChanges }) =>
      callApi(content.updateDigitalProduct, { params: { id }, body: changes }, { failure: digitalMessages.updateFailed }),
    onSuccess: refresh,
  });
}
