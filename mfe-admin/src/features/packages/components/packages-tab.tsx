import { Button, LoadError, Loading } from '@wsms/ui';
import { useState } from 'react';
import { usePackageSales, usePackages } from '@wsms/api-client/booking';
import { TabHeading } from '../../../components/tab-heading';
import { AddPackageDialog } from './add-package-dialog';
import { PackageItem } from './package-item';
import { PendingPurchases } from './pending-purchases';

export function PackagesTab() {
  const { data, isPending, isError, refetch } = usePackages('all');
  const sales = usePackageSales();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="packages-heading">
      <TabHeading id="packages-heading" title="Packages">
        <Button onClick={() => setAdding(true)}>Add Package</Button>
      </TabHeading>
      {isPending && <Loading text="Loading packages..." />}
      {isError && <LoadError message="Failed to load packages. Please try again later." onRetry={refetch} />}
      {data && data.length === 0 && <p>No packages yet.</p>}
      {data && data.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
          {data.map((pack) => <PackageItem key={pack.id} pack={pack} sales={sales.data?.find((s) => s.packageId === pack.id)} />)}
        </ul>
      )}
      {sales.isError && <LoadError message="Failed to load package sales. Please try again later." onRetry={sales.refetch} />}
      <PendingPurchases />
      <AddPackageDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
