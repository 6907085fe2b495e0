import { useMarkPaid } from '@wsms/api-client/booking';
import { hasStarted, paymentRecordableStatuses, type Booking } from '@wsms/contracts';
import { Button, toast } from '@wsms/ui';
import { useId } from 'react';
import { Actions } from '../../components/layout';

export type BookingDialog = 'cancel' | 'notes' | 'messages' | 'completed' | 'no_show' | 'waive';

interface Props {
  booking: Booking;
  upcoming: boolean;
  now: Date;
  onOpen: (dialog: BookingDialog) => void;
}

/** What staff can do with a booking in its state: how it went only once it has started; its payment whatever happened, unless cancelled. */
export function BookingActions({ booking, upcoming, now, onOpen }: Props) {
  const paid = useMarkPaid();
  // Each button is named by what it does; whose booking it is, is its description.
  const who = useId();
  const markPaid = () =>
    paid.mutate(booking.id, {
      onSuccess: () => toast({ title: 'Payment recorded' }),
      onError: (error) => toast({ title: 'Failed to mark as paid', description: error.message, variant: 'destructive' }),
    });
  const settled = ['confirmed', 'completed', 'no_show'].includes(booking.status);
  const outcomeOpen = settled && hasStarted(booking, now);
  const paymentDue = booking.paymentMethod === 'at_gym' && booking.paymentStatus === 'due' && paymentRecordableStatuses.includes(booking.status);
  return (
    <Actions>
      <span id={who} hidden>{booking.clientName} {booking.date}</span>
      {outcomeOpen && booking.status !== 'completed' && (
        <Button size="sm" onClick={() => onOpen('completed')} aria-describedby={who}>Mark Completed</Button>
      )}
      {outcomeOpen && booking.status !== 'no_show' && (
        <Button size="sm" variant="outline" onClick={() => onOpen('no_show')} aria-describedby={who}>Mark No-show</Button>
      )}
      {paymentDue && (
        <Button size="sm" variant="secondary" onClick={markPaid} disabled={paid.isPending} aria-describedby={who}>Mark Paid</Button>
      )}
      {booking.creditStatus === 'forfeited' && (
        <Button size="sm" variant="secondary" onClick={() => onOpen('waive')} aria-describedby={who}>Waive Forfeit</Button>
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
