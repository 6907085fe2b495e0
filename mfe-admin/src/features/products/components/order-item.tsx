import type { Order } from '@wsms/contracts';
import { Badge, Button, Card } from '@wsms/ui';
import styled from 'styled-components';
import { ItemHead as Head } from '../../../components/item-head';
import { formatBusinessMoment } from '@wsms/contracts/dates';

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

/** Placed and not yet paid: the one state in which staff record the payment taken at the gym. */
export const awaitsPayment = (order: Order) => order.status === 'placed' && order.paidAt === null;

function OrderStatus({ order }: { order: Order }) {
  if (order.paidAt) return <Badge $variant="success">Paid</Badge>;
  if (order.status === 'placed') return <Badge $variant="accent">Awaiting payment</Badge>;
  return <Badge $variant="muted">Not placed</Badge>;
}

export function OrderItem({ order, onMarkPaid }: { order: Order; onMarkPaid: () => void }) {
  const customer = [order.customerName, order.customerEmail].filter(Boolean).join(' · ');
  const when = order.placedAt ?? order.createdAt;
  return (
    <Card as="li" aria-labelledby={`order-${order.id}`}>
      <Head>
        <h3 id={`order-${order.id}`}>{order.productName}</h3>
        <OrderStatus order={order} />
      </Head>
      <Meta>
        {order.variantTitle} · ${order.amount}
        {order.digital && ' · Digital content'}
      </Meta>
      <Meta>
        {customer && `${customer} · `}
        {order.placedAt ? 'Placed ' : 'Opened '}
        <time dateTime={when}>{formatBusinessMoment(when)}</time>
      </Meta>
      {awaitsPayment(order) && (
        <div>
          <Button size="sm" variant="secondary" onClick={onMarkPaid} aria-describedby={`order-${order.id}`}>Mark Paid</Button>
        </div>
      )}
    </Card>
  );
}
