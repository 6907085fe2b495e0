import { calendarFileUrl, useCompleteBooking } from '@wsms/api-client/booking';
import { hasStarted, type Booking } from '@wsms/contracts';
import { Badge, Button, Dialog, toast, VisuallyHidden } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CancelSessionDialog } from './cancel-session-dialog';
import { redirectTo } from './redirect';
import { RescheduleDialog } from './reschedule-dialog';
import { SessionThread } from './session-thread';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

type Open = 'reschedule' | 'cancel' | 'messages' | null;

interface Props {
  booking: Booking;
  upcoming: boolean;
  now: Date;
  unread: number;
}

/** What a client can do with a session: move or cancel it before the cut-off, finish a pending one, message, add to a calendar. */
export function SessionActions({ booking, upcoming, now, unread }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const complete = useCompleteBooking();
  const label = `${booking.date} ${booking.time}`;
  const close = () => setOpen(null);
  const hasThread = ['confirmed', 'completed', 'no_show'].includes(booking.status);
  // A session under way is still upcoming (not over), but it can no longer be finished, moved or cancelled.
  const ahead = upcoming && !hasStarted(booking, now);

  const finish = () =>
    complete.mutate(booking.id, {
      onSuccess: ({ checkoutUrl }) => {
        if (checkoutUrl) redirectTo(checkoutUrl);
        else toast({ title: 'Booking Confirmed!', description: 'See you at the gym.' });
      },
      onError: (error) => toast({ title: 'Could not complete the booking', description: error.message, variant: 'destructive' }),
    });

  return (
    <>
      <Row>
        {ahead && booking.status === 'pending' && (
          <>
            <Button size="sm" onClick={finish} disabled={complete.isPending} aria-label={`Complete booking ${label}`}>Complete Booking</Button>
            <Button size="sm" variant="outline" onClick={() => setOpen('cancel')} aria-label={`Abandon booking ${label}`}>Abandon</Button>
          </>
        )}
        {ahead && booking.status === 'confirmed' && (
          <>
            <Button size="sm" variant="outline" onClick={() => setOpen('reschedule')} aria-label={`Reschedule session ${label}`}>Reschedule</Button>
            <Button size="sm" variant="destructive" onClick={() => setOpen('cancel')} aria-label={`Cancel session ${label}`}>Cancel</Button>
          </>
        )}
        {upcoming && booking.status === 'confirmed' && (
          <Button size="sm" variant="ghost" as="a" href={calendarFileUrl(booking.id)} download>
            Add to Calendar<VisuallyHidden> (.ics file of session {label})</VisuallyHidden>
          </Button>
        )}
        {hasThread && (
          <Button size="sm" variant="secondary" onClick={() => setOpen('messages')}>
            Messages{unread > 0 && <> <Badge $variant="accent">{unread} unread</Badge></>}<VisuallyHidden> about session {label}</VisuallyHidden>
          </Button>
        )}
      </Row>
      {open === 'reschedule' && <RescheduleDialog booking={booking} onClose={close} />}
      {open === 'cancel' && <CancelSessionDialog booking={booking} onClose={close} />}
      {open === 'messages' && (
        <Dialog open onClose={close} title={`Messages with ${booking.instructorName}`}>
          <SessionThread bookingId={booking.id} instructorName={booking.instructorName} />
        </Dialog>
      )}
    </>
  );
}
