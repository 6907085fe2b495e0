import type { AvailabilitySlot } from '@wsms/contracts';
import { formatCalendarDate } from '@wsms/contracts/dates';
import { weekdayName } from '@wsms/contracts/vocabulary';
import { useDeleteSlot, useInstructorSlots } from '@wsms/api-client/booking';
import { Badge, Button, Card, CardDescription, CardTitle, LoadError, Loading, toast } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Actions, CardList, TabHead } from '../../components/layout';
import { SlotDialog } from './slot-dialog';

const SlotCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  & h3 { margin: 0; font-size: 1.0625rem; }
  & p { margin: 4px 0 0; }
`;

export const slotWhen = (slot: AvailabilitySlot) =>
  slot.isRecurring ? `Every ${weekdayName(slot.dayOfWeek)}` : formatCalendarDate(slot.availableDate ?? '');

// Weekly slots first (Sunday..Saturday), then one-off dates in order.
const order = (a: AvailabilitySlot, b: AvailabilitySlot) =>
  Number(b.isRecurring) - Number(a.isRecurring) ||
  (a.isRecurring ? a.dayOfWeek - b.dayOfWeek : (a.availableDate ?? '').localeCompare(b.availableDate ?? '')) ||
  a.startTime.localeCompare(b.startTime);

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; slot: AvailabilitySlot };

/** Weekly and one-off slots with their badges; add, edit, delete (after a confirmation). */
export function AvailabilityTab({ instructorId }: { instructorId: string }) {
  const slots = useInstructorSlots(instructorId);
  const remove = useDeleteSlot();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<AvailabilitySlot | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Availability deleted' });
        setDeleting(null);
      },
      onError: (error) => toast({ title: 'Failed to delete availability', description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <section aria-labelledby="availability-heading">
      <TabHead>
        <h2 id="availability-heading">Availability</h2>
        <Button onClick={() => setEditing({ mode: 'add' })}>Add Availability</Button>
      </TabHead>
      {slots.isPending ? (
        <Loading text="Loading availability..." />
      ) : slots.isError ? (
        <LoadError message={slots.error.message} onRetry={slots.refetch} />
      ) : slots.data.length === 0 ? (
        <Card>
          <CardTitle as="h3">No availability yet</CardTitle>
          <CardDescription>Add the hours you coach so clients can book them.</CardDescription>
        </Card>
      ) : (
        <CardList aria-label="Availability slots">
          {[...slots.data].sort(order).map((slot) => (
            <li key={slot.id}>
              <SlotCard>
                <div>
                  <h3 id={`slot-${slot.id}`}>{slotWhen(slot)}, {slot.startTime}–{slot.endTime}</h3>
                  <p>
                    {slot.location} · max {slot.maxBookings} {slot.maxBookings === 1 ? 'session' : 'sessions'}
                    {slot.notes ? ` · ${slot.notes}` : ''}
                  </p>
                </div>
                <Actions>
                  {slot.isAvailable ? <Badge $variant="success">Available</Badge> : <Badge $variant="muted">Unavailable</Badge>}
                  <Button size="sm" variant="outline" onClick={() => setEditing({ mode: 'edit', slot })} aria-describedby={`slot-${slot.id}`}>
                    Edit
                  </Button>
                  <Button size="sm" variant="destructive" onClick={() => setDeleting(slot)} aria-describedby={`slot-${slot.id}`}>
                    Delete
                  </Button>
                </Actions>
              </SlotCard>
            </li>
          ))}
        </CardList>
      )}
      {editing.mode !== 'closed' && (
        <SlotDialog instructorId={instructorId} slot={editing.mode === 'edit' ? editing.slot : null} onClose={() => setEditing({ mode: 'closed' })} />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete availability?"
          description={`${slotWhen(deleting)}, ${deleting.startTime}–${deleting.endTime} at ${deleting.location} will no longer be bookable. Existing bookings stay.`}
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
