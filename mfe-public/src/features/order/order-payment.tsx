import type { OrderSummary } from '@wsms/contracts';
import { formatBusinessInstant } from '@wsms/contracts/dates';
import { Button } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  & h2 { font-size: 1.25rem; margin: 0; color: ${({ theme }) => theme.colors.navy}; }
  & p { margin: 0; }
`;

/** A placed order: the embedded store takes no money, so it waits for the payment at the gym before a digital product opens. */
export function OrderPayment({ order }: { order: OrderSummary }) {
  return (
    <Box>
      {order.paidAt ? (
        <>
          <h2>Paid</h2>
          <p>Payment received on {formatBusinessInstant(order.paidAt, 'long')}.</p>
          {order.digital && <p>Your digital content is in your Training Portal.</p>}
        </>
      ) : (
        <>
          <h2>Awaiting payment at the gym</h2>
          <p>Pay at your next visit to any of our gyms; staff will then mark this order paid.</p>
          {order.digital && <p>Your digital content opens in your Training Portal once the order is paid.</p>}
        </>
      )}
      <p>Keep the link to this page as your receipt.</p>
      {order.digital && order.paidAt ? (
        <Button as={Link} to="/client-portal?tab=digital">Open Training Portal</Button>
      ) : (
        <Button as={Link} to="/shop" variant="secondary">Continue Shopping</Button>
      )}
    </Box>
  );
}
