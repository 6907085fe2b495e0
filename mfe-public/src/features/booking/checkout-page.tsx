import { useCheckoutSummary, useSettleCheckout } from '@wsms/api-client/booking';
import type { CheckoutSummary } from '@wsms/contracts';
import { Button, Loading, toast, useDocumentTitle } from '@wsms/ui';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { BookingDetails } from './components/booking-details';
import { PanelActions, ResultPanel } from './components/result-panel';
import { formatRemaining, useHoldCountdown } from './hooks/use-hold-countdown';
import { formatMoney } from './lib/format';
import { bookingResultUrl } from './lib/result-url';

const Timer = styled.p`
  margin: 0;
  padding: 12px 16px;
  background: #fff7f0;
  border: 1px solid #ffd4b3;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
`;

const BackLink = () => (
  <PanelActions>
    <Button as={Link} to="/private-classes">Back to Private Classes</Button>
  </PanelActions>
);

function Closed({ summary }: { summary: CheckoutSummary }) {
  if (summary.status === 'confirmed') {
    return (
      <ResultPanel>
        <h1>Booking Already Confirmed</h1>
        <p>This booking is already confirmed. No further payment is needed.</p>
        <BookingDetails summary={summary} />
        <PanelActions>
          <Button as={Link} to={bookingResultUrl('success', summary.bookingId)}>View Confirmation</Button>
        </PanelActions>
      </ResultPanel>
    );
  }
  if (summary.status === 'expired') {
    return (
      <ResultPanel>
        <h1>This hold has expired</h1>
        <p>The time was held for you for a limited period and has been released. No payment was taken. Please choose a time again.</p>
        <BackLink />
      </ResultPanel>
    );
  }
  return (
    <ResultPanel>
      <h1>Booking Cancelled</h1>
      <p>This booking was cancelled and no payment was taken.</p>
      <BackLink />
    </ResultPanel>
  );
}

/** The embedded stand-in for an external payment page: Pay confirms the held booking, Cancel releases it. */
export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const bookingId = useParams().bookingId ?? '';
  const navigate = useNavigate();
  const summary = useCheckoutSummary(bookingId);
  const settle = useSettleCheckout(bookingId);
  const remaining = useHoldCountdown(summary.data?.holdExpiresAt);
  const runOut = remaining === 0;
  const { refetch } = summary;

  // At zero the service releases the hold on the next read; ask it, so the page shows what it says.
  useEffect(() => {
    if (runOut) void refetch();
  }, [runOut, refetch]);

  if (summary.isPending) return <Loading text="Loading checkout..." />;
  if (summary.isError) {
    const notFound = (summary.error as { status?: number }).status === 404 || (summary.error as { status?: number }).status === 400;
    return (
      <ResultPanel>
        <h1>{notFound ? 'Booking Not Found' : 'Error Loading Checkout'}</h1>
        <p>{notFound ? 'We could not find this booking. The link may be incomplete or out of date.' : summary.error.message}</p>
        <BackLink />
      </ResultPanel>
    );
  }

  const data = summary.data;
  const expired = data.status === 'pending' && runOut;
  if (data.status !== 'pending' || expired) return <Closed summary={expired ? { ...data, status: 'expired' } : data} />;

  const act = (action: 'pay' | 'cancel') =>
    settle.mutate(action, {
      onSuccess: () => navigate(bookingResultUrl(action === 'pay' ? 'success' : 'cancelled', bookingId)),
      onError: (error) => {
        // The hold ran out or changed meanwhile: show its state now rather than a bare error.
        if ((error as { status?: number }).status === 409) void summary.refetch();
        else toast({ title: 'Booking Failed', description: error.message || 'There was an error processing your booking. Please try again.', variant: 'destructive' });
      },
    });

  return (
    <ResultPanel>
      <h1>Checkout</h1>
      <p>Review your private session and complete your payment.</p>
      <BookingDetails summary={data} />
      {remaining !== null && (
        <Timer>
          Time left to complete payment: <span role="timer">{formatRemaining(remaining)}</span>
        </Timer>
      )}
      <PanelActions>
        <Button size="lg" onClick={() => act('pay')} disabled={settle.isPending}>
          {settle.isPending && settle.variables === 'pay' ? 'Processing...' : `Pay ${formatMoney(data.totalAmount)}`}
        </Button>
        <Button size="lg" variant="outline" onClick={() => act('cancel')} disabled={settle.isPending}>
          Cancel
        </Button>
      </PanelActions>
    </ResultPanel>
  );
}
