import { useOrders } from '@wsms/api-client/store';
import type { Order } from '@wsms/contracts';
import { LoadError, Loading } from '@wsms/ui';
import { useState } from 'react';
import { TabHeading } from '../../../components/tab-heading';
import { MarkOrderPaidDialog } from './mark-order-paid-dialog';
import { OrderItem } from './order-item';

/** The embedded store's orders, newest first. It takes no money: a placed order waits for the payment taken at the gym. */
export function OrdersSection() {
  const { data, isPending, isError, refetch } = useOrders();
  const [paying, setPaying] = useState<Order | null>(null);
  return (
    <section aria-labelledby="orders-heading" style={{ marginTop: 40 }}>
      <TabHeading id="orders-heading" title="Orders" />
      <p style={{ marginTop: 0 }}>Orders placed in the shop wait for their payment at the gym; a digital product reaches its buyer once the order is marked paid.</p>
      {isPending && <Loading text="Loading orders..." />}
      {isError && <LoadError message="Failed to fetch orders" onRetry={refetch} />}
      {data && data.length === 0 && <p>No orders yet.</p>}
      {data && data.length > 0 && (
        <ul aria-labelledby="orders-heading" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {data.map((order) => <OrderItem key={order.id} order={order} onMarkPaid={() => setPaying(order)} />)}
        </ul>
      )}
      {paying && <MarkOrderPaidDialog order={paying} onClose={() => setPaying(null)} />}
    </section>
  );
}
