import { useSetBookingStatus } from '@wsms/api-client/booking';
import type { Booking, SessionOutcome } from '@wsms/contracts';
import { toast } from '@wsms/ui';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { bookingWhen } from './booking-summary';

const texts: Record<SessionOutcome, { title: string; confirm: string; done: string; effect: string }> = {
  completed: { title: 'Mark session completed?', confirm: 'Mark Completed', done: 'Marked completed', effect: 'Their portal will show the session as completed.' },
  no_show: { title: 'Mark client as no-show?', confirm: 'Mark No-show', done: 'Marked no-show', effect: 'Their portal will show that they did not come.' },
};

/** "Are you sure?" before recording how a session went: a slip of the finger would otherwise tell the client it is over. */
export function OutcomeDialog({ booking, outcome, onClose }: { booking: Booking; outcome: SessionOutcome; onClose: () => void }) {
  const status = useSetBookingStatus();
  const text = texts[outcome];
  const confirm = () =>
    status.mutate(
      { bookingId: booking.id, status: outcome },
      {
        onSuccess: () => {
          toast({ title: text.done });
          onClose();
        },
        onError: (error) => toast({ title: 'Failed to update booking', description: error.message, variant: 'destructive' }),
      },
    );
  return (
    <ConfirmDialog
      title={text.title}
      description={`${booking.clientName}, ${bookingWhen(booking)}. ${text.effect}`}
      confirmLabel={text.confirm}
      confirmVariant="primary"
      pending={status.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
