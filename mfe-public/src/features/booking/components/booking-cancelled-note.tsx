import { useSettleCheckout } from '@wsms/api-client/booking';
import { Button, Container } from '@wsms/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

const Note = styled.section`
  margin-top: 24px;
  padding: 16px 20px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  background: #fff7f0;
  border: 1px solid #ffd4b3;
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  & h2 { margin: 0 0 4px; font-size: 1.125rem; }
  & p { margin: 0; }
`;

interface BookingCancelledNoteProps {
  bookingId: string | null;
  bookingKey: string | null;
  onDismiss: () => void;
}

/** Back from the checkout without paying (?booking=cancelled&bookingId=...&key=...). */
export function BookingCancelledNote({ bookingId, bookingKey, onDismiss }: BookingCancelledNoteProps) {
  const release = useSettleCheckout(bookingId ?? '', bookingKey ?? '');
  const released = useRef(false);

  // Coming back from an external checkout leaves its hold in place until it times out; free it now.
  // Repeating it after the embedded page's own Cancel changes nothing, and a paid booking refuses it.
  useEffect(() => {
    if (!bookingId || !bookingKey || released.current) return;
    released.current = true;
    release.mutate('cancel', { onError: () => undefined });
  }, [bookingId, bookingKey, release]);

  return (
    <Container>
      <Note role="status" aria-labelledby="booking-cancelled-heading">
        <div>
          <h2 id="booking-cancelled-heading">Booking Cancelled</h2>
          <p>Your booking was cancelled and no payment was taken. The time has been released; choose another below whenever you are ready.</p>
        </div>
        <Button variant="outline" size="sm" onClick={onDismiss}>Dismiss</Button>
      </Note>
    </Container>
  );
}
