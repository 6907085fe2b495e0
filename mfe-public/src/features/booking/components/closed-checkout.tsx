import type { CheckoutSummary } from '@wsms/contracts';
import { Button } from '@wsms/ui';
import { Link } from 'react-router';
import { bookingResultUrl } from '../lib/result-url';
import { BookingDetails } from './booking-details';
import { PanelActions, ResultPanel } from './result-panel';

export const BackLink = () => (
  <PanelActions>
    <Button as={Link} to="/private-classes">Back to Private Classes</Button>
  </PanelActions>
);

/** A checkout that can no longer be acted on: already confirmed, expired or cancelled. */
export function ClosedCheckout({ summary, bookingKey }: { summary: CheckoutSummary; bookingKey: string }) {
  if (summary.status === 'confirmed') {
    return (
      <ResultPanel>
        <h1>Booking Already Confirmed</h1>
        <p>
          {summary.paymentMethod === 'at_gym'
            ? 'This booking is already confirmed. Payment is taken at your session.'
            : 'This booking is already confirmed. No further payment is needed.'}
        </p>
        <BookingDetails summary={summary} />
        <PanelActions>
          <Button as={Link} to={bookingResultUrl('success', summary.bookingId, bookingKey)}>View Confirmation</Button>
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
