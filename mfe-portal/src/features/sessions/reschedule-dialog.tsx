import { useFreeTimes, useRescheduleBooking } from '@wsms/api-client/booking';
import { bookingRescheduleSchema, type Booking } from '@wsms/contracts';
import { Button, Dialog, Loading, toast } from '@wsms/ui';
import { addDays, formatClockTime, todayInTimeZone } from '@wsms/ui/calendar';
import { applyServerErrors, SelectField, TextField, useWatch, useZodForm } from '@wsms/ui/form';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Another free time of the same instructor; the new seat is taken before the old one is freed (the service guarantees it). */
export function RescheduleDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const move = useRescheduleBooking();
  const tomorrow = addDays(todayInTimeZone('America/New_York'), 1);
  const form = useZodForm(bookingRescheduleSchema, { defaultValues: { sessionDate: '', time: '' } });
  const date = useWatch({ control: form.control, name: 'sessionDate' });
  const free = useFreeTimes(booking.instructorId, date && date >= tomorrow ? date : null, booking.sessionType);
  const times = free.data?.availableTimes ?? [];

  const submit = form.handleSubmit((to) =>
    move.mutate(
      { bookingId: booking.id, ...to },
      {
        onSuccess: () => {
          toast({ title: 'Session moved', description: `Now ${to.sessionDate} at ${formatClockTime(to.time)}.` });
          onClose();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast({ title: 'Could not move the session', description: error.message, variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <Dialog open onClose={onClose} title="Reschedule Session" description={`With ${booking.instructorName}. Choose a new date, then one of the free times.`}>
      <Form noValidate aria-label="Reschedule session" onSubmit={submit}>
        <TextField form={form} name="sessionDate" label="New date" type="date" min={tomorrow} required />
        {!date ? null : free.isFetching ? (
          <Loading text="Loading free times..." />
        ) : free.isError ? (
          <Note role="alert">{free.error.message}</Note>
        ) : times.length === 0 ? (
          <Note>No available time slots for this date</Note>
        ) : (
          <SelectField form={form} name="time" label="New time" placeholder="Select a time" options={times.map((t) => ({ value: t, label: formatClockTime(t) }))} required />
        )}
        <Actions>
          <Button type="button" variant="outline" onClick={onClose}>Keep Current Time</Button>
          <Button type="submit" disabled={move.isPending || times.length === 0}>{move.isPending ? 'Moving...' : 'Move Session'}</Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
