import { useCheckoutConsent, useCheckoutSummary, useSettleCheckout } from '@wsms/api-client/booking';
import { bookingMessages } from '@wsms/contracts';
import { Button, Loading, toast, useDocumentTitle } from '@wsms/ui';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { BookingDetails } from './components/booking-details';
import { BackLink, ClosedCheckout } from './components/closed-checkout';
import { ConsentStep } from './components/consent-step';
import { PanelActions, ResultPanel } from './components/result-panel';
import { formatRemaining, useHoldCountdown } from './hooks/use-hold-countdown';
import { bookingResultUrl } from './lib/result-url';

const Callout = styled.p`
  margin: 0;
  padding: 12px 16px;
  background: #fff7f0;
  border: 1px solid #ffd4b3;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
`;

function NotFound() {
  return (
    <ResultPanel>
      <h1>Booking Not Found</h1>
      <p>We could not find this booking. The link may be incomplete or out of date.</p>
      <BackLink />
    </ResultPanel>
  );
}

/**
 * The site's own checkout (no payment provider configured): payment is taken at the session, so
 * the booker only confirms. The e-mailed link, or a signed-in account with the booking's verified
 * e-mail, may confirm; the checkout link itself may only wait for that, or cancel.
 */
export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const bookingId = useParams().bookingId ?? '';
  const key = useSearchParams()[0].get('key') ?? '';
  const navigate = useNavigate();
  const summary = useCheckoutSummary(bookingId, key, { enabled: Boolean(key) });
  const settle = useSettleCheckout(bookingId, key);
  // Only who may confirm is asked to sign; the service refuses the confirmation (409) until it is signed.
  const consent = useCheckoutConsent(bookingId, key, { enabled: Boolean(key && summary.data?.canConfirm && summary.data.status === 'pending') });
  const remaining = useHoldCountdown(summary.data?.holdExpiresAt);
  const runOut = remaining === 0;
  const { refetch } = summary;

  // At zero the service releases the hold on the next read; ask it, so the page shows what it says.
  useEffect(() => {
    if (runOut) void refetch();
  }, [runOut, refetch]);

  if (!key) return <NotFound />;
  if (summary.isPending) return <Loading text="Loading checkout..." />;
  if (summary.isError) {
    const status = (summary.error as { status?: number }).status;
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <ResultPanel>
        <h1>Error Loading Checkout</h1>
        <p>{summary.error.message}</p>
        <BackLink />
      </ResultPanel>
    );
  }

  const data = summary.data;
  const expired = data.status === 'pending' && runOut;
  if (data.status !== 'pending' || expired) return <ClosedCheckout summary={expired ? { ...data, status: 'expired' } : data} bookingKey={key} />;

  const act = (action: 'confirm' | 'cancel') =>
    settle.mutate(action, {
      onSuccess: () => navigate(bookingResultUrl(action === 'confirm' ? 'success' : 'cancelled', bookingId, key)),
      onError: (error) => {
        const status = (error as { status?: number }).status;
        // The hold ran out or changed meanwhile: show its state now rather than a bare error.
        if (status === 409 || status === 403) void Promise.all([summary.refetch(), consent.refetch()]);
        // Spec section 8's booking failure text for Confirm; a failed Cancel says what the service said.
        else toast({ title: bookingMessages.bookingFailedTitle, description: action === 'confirm' ? bookingMessages.bookingFailed : error.message || bookingMessages.bookingFailed, variant: 'destructive' });
      },
    });

  const atGym = data.paymentMethod === 'at_gym';
  const mustSign = Boolean(consent.data?.required && !consent.data.signed);
  return (
    <ResultPanel>
      <h1>Checkout</h1>
      <p>{atGym ? 'Review your private session. Payment is taken at the session: nothing is charged online.' : 'Review your private session.'}</p>
      <BookingDetails summary={data} />
      {remaining !== null && (
        <Callout>
          Time left to confirm: <span role="timer">{formatRemaining(remaining)}</span>
        </Callout>
      )}
      {data.confirmationSentTo && (
        <p role="status">
          We have e-mailed a confirmation link to {data.confirmationSentTo}. Open it to confirm your booking; the time is held for you until
          then.
        </p>
      )}
      {atGym && !data.canConfirm && !data.confirmationSentTo && (
        <p role="status">Sign in with the account you made this booking with to confirm it.</p>
      )}
      {data.canConfirm && mustSign && consent.data && <ConsentStep bookingId={bookingId} bookingKey={key} consent={consent.data} />}
      <PanelActions>
        {data.canConfirm && (
          <Button size="lg" onClick={() => act('confirm')} disabled={settle.isPending || mustSign}>
            {settle.isPending && settle.variables === 'confirm' ? 'Confirming...' : 'Confirm Booking'}
          </Button>
        )}
        <Button size="lg" variant="outline" onClick={() => act('cancel')} disabled={settle.isPending}>
          Cancel
        </Button>
      </PanelActions>
    </ResultPanel>
  );
}
