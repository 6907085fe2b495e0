import { useMarkPurchasePaid, usePackagePurchases } from '@wsms/api-client/booking';
import { formatCents, type PackagePurchase } from '@wsms/contracts';
import { Button, Card, LoadError, Loading, toast } from '@wsms/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CardList, Muted } from '../../components/layout';

/** Beside the bookings: package purchases paid at the gym, waiting for staff to record the payment (which issues the credits). */
export function PendingPurchases() {
  const { data, isPending, isError, refetch } = usePackagePurchases('pending');
  const markPaid = useMarkPurchasePaid();
  const [confirming, setConfirming] = useState<PackagePurchase | null>(null);
  const confirm = (purchase: PackagePurchase) =>
    markPaid.mutate(purchase.id, {
      onSuccess: () => {
        toast({ title: 'Payment recorded', description: `${purchase.buyerName} has ${purchase.sessions} new credits.` });
        setConfirming(null);
      },
      onError: (error) => toast({ title: 'Failed to mark as paid', description: error.message, variant: 'destructive' }),
    });
  return (
    <section aria-labelledby="staff-purchases-heading" style={{ marginTop: 24 }}>
      <h3 id="staff-purchases-heading" style={{ margin: '0 0 12px' }}>Package Purchases Awaiting Payment</h3>
      {isPending && <Loading text="Loading package purchases..." />}
      {isError && <LoadError message="Failed to load package purchases. Please try again later." onRetry={refetch} />}
      {data && data.length === 0 && <Muted>No package purchases are waiting for payment.</Muted>}
      {data && data.length > 0 && (
        <CardList aria-label="Package purchases awaiting payment">
          {data.map((purchase) => (
            <li key={purchase.id}>
              <Card style={{ display: 'grid', gap: 8 }}>
                <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
                  <strong>{purchase.buyerName}</strong> ({purchase.buyerEmail}): {purchase.packageName}, {purchase.sessions} sessions, ${formatCents(purchase.priceCents)}
                </p>
                <div>
                  <Button size="sm" variant="secondary" onClick={() => setConfirming(purchase)} aria-label={`Mark Paid: ${purchase.packageName} bought by ${purchase.buyerName}`}>
                    Mark Paid
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </CardList>
      )}
      {confirming && (
        <ConfirmDialog
          title="Mark package paid?"
          description={`${confirming.buyerName} paid $${formatCents(confirming.priceCents)} for ${confirming.packageName} at the gym. They get ${confirming.sessions} credits at once.`}
          confirmLabel="Mark Paid"
          confirmVariant="primary"
          pending={markPaid.isPending}
          onConfirm={() => confirm(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
