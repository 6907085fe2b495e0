import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@wsms/api-client';
import { digitalMessages, digitalProductBody, type DigitalProduct, type DigitalProductFormValues, type PdfUploadResponse } from '@wsms/contracts';
import { adminKeys } from '../../../api/admin-keys';
import { readJson, writeJson } from '../../../api/request';

/** Every digital product, inactive ones included (admins only). */
export const digitalProductsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.digitalProducts(), queryFn: () => readJson<DigitalProduct[]>('/api/digital-products', 'digital products') });

export const useDigitalProducts = () => useQuery(digitalProductsQueryOptions());

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.digitalProducts() });
};

/**
 * Spec section 7: create the product, then its store product. The store call's failure is tolerated
 * (a console warning only): the product exists and can be listed in the store later.
 */
export function useCreateDigitalProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (values: DigitalProductFormValues) => {
      const body = digitalProductBody(values);
      const product = await writeJson<DigitalProduct>('POST', '/api/digital-products', body, digitalMessages.createFailed);
      try {
        await writeJson('POST', '/api/digital-products/create-shopify', { digitalProductId: product.id, title: product.title, description: product.description, price: product.price, type: product.type }, 'store');
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
    mutationFn: ({ id, values }: { id: string; values: DigitalProductFormValues }) => {
      const { type: _type, ...changes } = digitalProductBody(values);
      return writeJson<DigitalProduct>('PATCH', `/api/digital-products/${encodeURIComponent(id)}`, changes, digitalMessages.updateFailed);
    },
    onSuccess: refresh,
  });
}

/** POST /api/digital-products/pdf: multipart with the file in the `pdf` field. */
export async function uploadPdf(file: File): Promise<PdfUploadResponse> {
  const body = new FormData();
  body.append('pdf', file);
  const res = await fetch('/api/digital-products/pdf', { method: 'POST', body, credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, 'Failed to upload PDF', await res.text());
  return (await res.json()) as PdfUploadResponse;
}

export const useUploadPdf = () => useMutation({ mutationFn: uploadPdf });
