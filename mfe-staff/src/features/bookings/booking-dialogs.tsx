import type { Booking } from '@wsms/contracts';
import { Dialog } from '@wsms/ui';
import { MessageThread } from '../messages/message-thread';
import type { BookingDialog } from './booking-actions';
import { bookingWhen } from './booking-summary';
import { CancelBookingDialog } from './cancel-dialog';
import { NotesDialog } from './notes-dialog';
import { OutcomeDialog } from './outcome-dialog';
import { WaiveDialog } from './waive-dialog';

export type OpenDialog = { booking: Booking; dialog: BookingDialog } | null;

/** The dialog a booking's action opened (cancel, how it went, notes or messages). */
export function BookingDialogs({ open, onClose }: { open: OpenDialog; onClose: () => void }) {
  if (!open) return null;
  const { booking, dialog } = open;
  if (dialog === 'cancel') return <CancelBookingDialog booking={booking} onClose={onClose} />;
  if (dialog === 'waive') return <WaiveDialog booking={booking} onClose={onClose} />;
  if (dialog === 'notes') return <NotesDialog booking={booking} onClose={onClose} />;
  if (dialog === 'completed' || dialog === 'no_show') return <OutcomeDialog booking={booking} outcome={dialog} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} title={`Messages with ${booking.clientName}`} description={bookingWhen(booking)}>
      <MessageThread bookingId={booking.id} otherName={booking.clientName} />
    </Dialog>
  );
}
