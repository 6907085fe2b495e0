import { useCheckoutSummary } from '@wsms/api-client/booking';
import { Button, toast } from '@wsms/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { BookingDetails } from './booking-details';
import { PanelActions, ResultPanel } from './result-panel';

interface BookingSuccessProps {
  bookingId: string | null;
  /** The booking's key from the link; without it the page thanks the visitor but cannot show the booking. */
  bookingKey: string | null;
  onBookAnother: () => void;
}

/** The page a confirmed checkout comes back to (?booking=success&bookingId=...&key=...). */
export function BookingSuccess({ bookingId, bookingKey, onBookAnother }: BookingSuccessProps) {
  const summary = useCheckoutSummary(bookingId ?? '', bookingKey ?? '', { enabled: Boolean(bookingId && bookingKey) });
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    toast({ title: 'Booking Confirmed!', description: 'Your private session is booked. A confirmation e-mail is on its way.' });
  }, []);

  const details = summary.data;
  return (
    <ResultPanel>
      <h1>Booking Confirmed!</h1>
      <p>Thank you for booking a private session. We look forward to training with you.</p>
      {details && <BookingDetails summary={details} label="Your session" />}
      {details?.paymentMethod === 'at_gym' && <p>Payment is taken at your session.</p>}
      {details?.status === 'pending' && <p>Your payment is being processed; the confirmation e-mail follows as soon as it clears.</p>}
      <p>
        Have an account? Your sessions are listed under My Sessions in the <Link to="/client-portal">Training Portal</Link>.
      </p>
      <PanelActions>
        <Button onClick={onBookAnother}>Book Another Session</Button>
        <Button as={Link} to="/" variant="outline">Return Home</Button>
      </PanelActions>
    </ResultPanel>
  );
}
