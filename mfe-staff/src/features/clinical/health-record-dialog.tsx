import { useCurrentUser } from '@wsms/api-client';
import type { Booking } from '@wsms/contracts';
import { Dialog } from '@wsms/ui';
import { ClinicalNotes } from './clinical-notes';
import { ClientInjuries } from './client-injuries';
import { ClientIntake } from './client-intake';
import { Section } from './record-layout';

/** A booking's client record as the care team sees it: clinicians and admins see the chart, coaches the intake and injuries only. */
export function HealthRecordDialog({ booking, userId, onClose }: { booking: Booking; userId: string; onClose: () => void }) {
  const { data: me } = useCurrentUser();
  const clinician = Boolean(me?.clinician);
  const readsNotes = clinician || me?.role === 'admin';
  return (
    <Dialog open onClose={onClose} title={`Health record of ${booking.clientName}`} description="Every view of this record is shown to the client.">
      <Section aria-labelledby="record-intake">
        <h3 id="record-intake">Intake</h3>
        <ClientIntake userId={userId} />
      </Section>
      <Section aria-labelledby="record-injuries">
        <h3 id="record-injuries">Injuries and return to play</h3>
        <ClientInjuries userId={userId} clinician={clinician} />
      </Section>
      {readsNotes && (
        <Section aria-labelledby="record-notes">
          <h3 id="record-notes">Chart notes</h3>
          <ClinicalNotes userId={userId} bookingId={booking.id} clinician={clinician} myId={me?.id} />
        </Section>
      )}
    </Dialog>
  );
}
