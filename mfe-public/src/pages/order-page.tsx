import { useOrder } from '@wsms/api-client/store';
import { Card, Container, Loading, Section } from '@wsms/ui';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { PageHero } from '../components/page-hero';
import { ErrorScreen } from '../components/status';
import { OrderPayment } from '../features/order/order-payment';
import { OrderSummaryView } from '../features/order/order-summary';
import { PlaceOrderForm } from '../features/order/place-order-form';
import { usePageMeta } from '../lib/page-meta';

const Narrow = styled(Container)`
  max-width: 640px;
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

/** The embedded store's checkout (the stand-in for the store platform's): review, then place the order. */
export default function OrderPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const placed = order.data?.status === 'placed';
  usePageMeta(placed ? 'Order Placed' : 'Shop Checkout', 'Review and place your shop order.');

  if (order.isPending) return <Loading text="Loading order..." />;
  if (order.isError) {
    const notFound = (order.error as { status?: number }).status === 404 || (order.error as { status?: number }).status === 400;
    return notFound ? (
      <ErrorScreen title="Order Not Found" text="This order link is not valid. Please start again from the shop." />
    ) : (
      <ErrorScreen title="Error Loading Order" text="Failed to load the order. Please try again later." onRetry={order.refetch} />
    );
  }
  return (
    <>
      <PageHero eyebrow="Shop checkout" title={placed ? 'Order Placed' : 'Checkout'}>
        <p>{placed ? `Thank you${order.data.customerName ? `, ${order.data.customerName}` : ''}! Your order has been placed.` : 'Review your order, then enter your name and e-mail to place it. You pay at the gym.'}</p>
      </PageHero>
      <Section>
        <Narrow>
          <Card>
            <OrderSummaryView order={order.data} />
          </Card>
          {placed ? (
            <Card role="status">
              <OrderPayment order={order.data} />
            </Card>
          ) : (
            <Card>
              <PlaceOrderForm orderId={orderId} />
            </Card>
          )}
        </Narrow>
      </Section>
    </>
  );
}
