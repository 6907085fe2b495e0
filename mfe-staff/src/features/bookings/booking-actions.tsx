import { useMarkPaid, useSetBookingStatus } from '@wsms/api-client/booking';
import type { Booking, SessionOutcome } from '@wsms/contracts';
import { Button, toast } from '@wsms/ui';
import { useId } from 'react';
import { Actions } from '../../components/layout';

const outcomes: Record<SessionOutcome, string> = { completed: 'Marked completed', no_show: 'Marked no-show' };

export type BookingDialog = 'cancel' | 'notes' | 'messages';

interface Props {
  booking: Booking;
  upcoming: boolean;
  onOpen: (dialog: BookingDialog) => void;
}

/** What staff can do with a booking in its state. */
export function BookingActions({ booking, upcoming, onOpen }: Props) {
  const status = useSetBookingStatus();
  const paid = useMarkPaid();
  // Each button is named by what it does; whose booking it is, is its description.
  const who = useId();
  const mark = (next: SessionOutcome) =>
    status.mutate(
      { bookingId: booking.id, status: next },
      {
        onSuccess: () => toast({ title: outcomes[next] }),
        onError: (error) => toast({ title: 'Failed to update booking', description: error.message, variant: 'destructive' }),
      },
    );
  const markPaid = () =>
    paid.mutate(booking.id, {
      onSuccess: () => toast({ title: 'Payment recorded' }),
      onError: (error) => toast({ title: 'Failed to mark as paid', description: error.message, variant: 'destructive' }),
    });
  const settled = ['confirmed', 'completed', 'no_show'].includes(booking.status);
  return (
    <Actions>
      <span id={who} hidden>{booking.clientName} {booking.date}</span>
      {settled && booking.status !== 'completed' && (
        <Button size="sm" onClick={() => mark('completed')} disabled={status.isPending} aria-describedby={who}>Mark Completed</Button>
      )}
      {settled && booking.status !== 'no_show' && (
        <Button size="sm" variant="outline" onClick={() => mark('no_show')} disabled={status.isPending} aria-describedby={who}>Mark No-show</Button>
      )}
      {booking.paymentMethod === 'at_gym' && booking.paymentStatus === 'due' && booking.status === 'confirmed' && (
        <Button size="sm" variant="secondary" onClick={markPaid} disabled={paid.isPending} aria-describedby={who}>Mark Paid</Button>
      )}
      {settled && (
        <Button size="sm" variant="outline" onClick={() => onOpen('notes')} aria-describedby={who}>Session Notes</Button>
      )}
      {settled && (
        <Button size="sm" variant="outline" onClick={() => onOpen('messages')} aria-describedby={who}>Messages</Button>
      )}
      {upcoming && (booking.status === 'confirmed' || booking.status === 'pending') && (
        <Button size="sm" variant="destructive" onClick={() => onOpen('cancel')} aria-describedby={who}>Cancel Booking</Button>
      )}
    </Actions>
  );
}
