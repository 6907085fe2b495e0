import { formatCents, type PackagePurchase } from '@wsms/contracts';
import { Button, Card, Dialog, LoadError, Loading, toast } from '@wsms/ui';
import { useState } from 'react';
import { useMarkPurchasePaid, usePackagePurchases } from '@wsms/api-client/booking';
import { DialogActions } from '../../../components/dialog-actions';
import { failureText } from '../../../lib/failure-text';

/** Package purchases waiting for their payment at the gym; marking one paid issues its credits. */
export function PendingPurchases({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { data, isPending, isError, refetch } = usePackagePurchases('pending');
  const [confirming, setConfirming] = useState<PackagePurchase | null>(null);
  const markPaid = useMarkPurchasePaid();
  const Heading = `h${headingLevel}` as const;
  const confirm = (purchase: PackagePurchase) =>
    markPaid.mutate(purchase.id, {
      onSuccess: () => {
        toast({ title: 'Payment recorded', description: `${purchase.buyerName} has ${purchase.sessions} new credits.` });
        setConfirming(null);
      },
      onError: (error) => toast({ title: 'Error', description: failureText(error), variant: 'destructive' }),
    });
  return (
    <section aria-labelledby="pending-purchases-heading" style={{ marginTop: 32 }}>
      <Heading id="pending-purchases-heading" style={{ margin: '0 0 12px' }}>Package Purchases Awaiting Payment</Heading>
      {isPending && <Loading text="Loading package purchases..." />}
      {isError && <LoadError message="Failed to load package purchases. Please try again later." onRetry={refetch} />}
      {data && data.length === 0 && <p>No package purchases are waiting for payment.</p>}
      {data && data.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {data.map((purchase) => (
            <Card as="li" key={purchase.id}>
              <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
                <strong>{purchase.buyerName}</strong> ({purchase.buyerEmail}): {purchase.packageName}, {purchase.sessions} sessions, ${formatCents(purchase.priceCents)}
              </p>
              <div>
                <Button size="sm" onClick={() => setConfirming(purchase)} aria-label={`Mark Paid: ${purchase.packageName} bought by ${purchase.buyerName}`}>Mark Paid</Button>
              </div>
            </Card>
          ))}
        </ul>
      )}
      {confirming && (
        <Dialog
          open
          onClose={() => setConfirming(null)}
          title="Mark package paid?"
          description={`${confirming.buyerName} paid $${formatCents(confirming.priceCents)} for ${confirming.packageName} at the gym. They get ${confirming.sessions} credits at once.`}
        >
          <DialogActions>
            <Button variant="outline" onClick={() => setConfirming(null)}>Cancel</Button>
            <Button onClick={() => confirm(confirming)} disabled={markPaid.isPending}>{markPaid.isPending ? 'Saving...' : 'Mark Paid'}</Button>
          </DialogActions>
        </Dialog>
      )}
    </section>
  );
}
