import { useRecordStatus } from '@wsms/api-client/clinical';
import type { Booking } from '@wsms/contracts';
import { Badge, Button } from '@wsms/ui';
import { useState } from 'react';
import { HealthRecordDialog } from './health-record-dialog';
import { ParqReviewFlag } from './parq-review-flag';

/** The booking details' health-record line: "Intake missing" until the client filled it in, and a way into the record. */
export function RecordStatusFact({ booking }: { booking: Booking }) {
  const status = useRecordStatus(booking.clientEmail, { bookingId: booking.id, enabled: booking.status !== 'cancelled' });
  const [open, setOpen] = useState(false);
  if (booking.status === 'cancelled' || !status.data) return null;
  const { clientId, intake, consent } = status.data;
  return (
    <>
      <dt>Health record</dt>
      <dd>
        {intake ? <Badge $variant="success">Intake on file</Badge> : <Badge $variant="danger">Intake missing</Badge>}{' '}
        <ParqReviewFlag status={status.data} />{' '}
        {!consent && <Badge $variant="danger">Consent not signed</Badge>}{' '}
        {clientId && (
          <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Open health record of ${booking.clientName}`}>
            Open health record
          </Button>
        )}
        {open && clientId && <HealthRecordDialog booking={booking} userId={clientId} onClose={() => setOpen(false)} />}
      </dd>
    </>
  );
}
