import { useWaiveForfeit } from '@wsms/api-client/booking';
import type { Booking } from '@wsms/contracts';
import { toast } from '@wsms/ui';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { bookingWhen } from './booking-summary';

/** Gives a forfeited credit (late cancellation or no-show) back to its client: once, and written to the audit log. */
export function WaiveDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const waive = useWaiveForfeit();
  const confirm = () =>
    waive.mutate(booking.id, {
      onSuccess: () => {
        toast({ title: 'Credit returned', description: `${booking.clientName} has the credit back.` });
        onClose();
      },
      onError: (error) => toast({ title: 'Failed to waive the forfeit', description: error.message, variant: 'destructive' }),
    });
  return (
    <ConfirmDialog
      title="Waive the forfeit?"
      description={`${booking.clientName}'s credit for ${bookingWhen(booking)} was forfeited. Waiving gives it back (same expiry); this is recorded in the audit log.`}
      confirmLabel="Waive Forfeit"
      confirmVariant="primary"
      pending={waive.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
