import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { PackageFormValues, PackageUpdate, PurchaseStatus } from '@wsms/contracts';
import * as booking from '../../generated/booking-routes';
import { creditKeys, packageKeys } from './booking-keys';

/** The packages on sale (admins: `'all'`, also those taken off sale). */
export const getPackages = () => callApi(booking.listPackages, undefined, { failure: 'Failed to fetch packages' });
export const packagesQueryOptions = (scope: 'on-sale' | 'all' = 'on-sale') => queryOptions({ queryKey: packageKeys.list(scope), queryFn: getPackages });
export const usePackages = (scope: 'on-sale' | 'all' = 'on-sale') => useQuery(packagesQueryOptions(scope));

export const usePackageSales = () =>
  useQuery({ queryKey: packageKeys.sales(), queryFn: () => callApi(booking.packageSales, undefined, { failure: 'Failed to fetch package sales' }) });

export const usePackagePurchases = (status?: PurchaseStatus) =>
  useQuery({
    queryKey: packageKeys.purchases(status),
    queryFn: () => callApi(booking.listPurchases, { query: status ? { status } : {} }, { failure: 'Failed to fetch package purchases' }),
  });

function usePackageWrite<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: packageKeys.all });
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    },
  });
}

export const useCreatePackage = () =>
  usePackageWrite((body: PackageFormValues) => callApi(booking.createPackage, { body }, { fallback: 'Failed to create package' }));

export const useUpdatePackage = () =>
  usePackageWrite(({ id, ...body }: PackageUpdate & { id: string }) => callApi(booking.updatePackage, { params: { id }, body }, { fallback: 'Failed to update package' }));

export const usePurchasePackage = () =>
  usePackageWrite((packageId: string) => callApi(booking.purchasePackage, { params: { id: packageId } }, { fallback: 'Failed to start the purchase' }));

export const useMarkPurchasePaid = () =>
  usePackageWrite((purchaseId: string) => callApi(booking.markPurchasePaid, { params: { id: purchaseId } }, { fallback: 'Failed to mark as paid' }));

/** The signed-in client's balance, credits and history (only their own). */
export const getMyCredits = () => callApi(booking.myCredits, undefined, { failure: 'Failed to fetch credits' });
export const myCreditsQueryOptions = () => queryOptions({ queryKey: creditKeys.mine(), queryFn: getMyCredits });
export const useMyCredits = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...myCreditsQueryOptions(), enabled });
