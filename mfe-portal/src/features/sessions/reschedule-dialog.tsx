import { useFreeTimes, useRescheduleBooking } from '@wsms/api-client/booking';
import { bookingRescheduleSchema, type Booking } from '@wsms/contracts';
import { bookingDaysAhead } from '@wsms/contracts/business';
import { addDays, businessToday, businessZoneAbbreviation, formatCalendarDate, formatClockTime, isClosedDay } from '@wsms/contracts/dates';
import { Button, Dialog, Loading, toast } from '@wsms/ui';
import { Calendar, TimeSlotPicker } from '@wsms/ui/calendar';
import { applyServerErrors, Controller, fieldError, useWatch, useZodForm } from '@wsms/ui/form';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Step = styled.div`
  display: grid;
  gap: 8px;
  min-width: 0;
  & h3 { margin: 0; font-size: 1.0625rem; }
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

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** 'Thursday, December 3, 2026 at 2:00 PM' */
const humanWhen = (date: string, time: string) => `${formatCalendarDate(date)} at ${formatClockTime(time)}`;

/**
 * Another free time of the same instructor, chosen as on the booking page (its calendar and free-time
 * picker); the new seat is taken before the old one is freed (the service guarantees it).
 */
export function RescheduleDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const move = useRescheduleBooking();
  const today = businessToday();
  const tomorrow = addDays(today, 1);
  const form = useZodForm(bookingRescheduleSchema, { defaultValues: { sessionDate: '', time: '' } });
  const [date, time] = useWatch({ control: form.control, name: ['sessionDate', 'time'] });
  const free = useFreeTimes(booking.instructorId, date || null, booking.sessionType);
  const times = free.data?.availableTimes ?? [];
  const errors = form.formState.errors;

  const submit = form.handleSubmit((to) =>
    move.mutate(
      { bookingId: booking.id, ...to },
      {
        onSuccess: () => {
          toast({ title: 'Session moved', description: `Now ${humanWhen(to.sessionDate, to.time)}.` });
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
        <Step>
          <h3>1. Choose a New Date</h3>
          <Note>Sessions run Monday to Saturday. Use the arrow keys to move between days.</Note>
          <Controller
            control={form.control}
            name="sessionDate"
            render={({ field }) => (
              <Calendar
                label="New date"
                today={today}
                min={tomorrow}
                max={addDays(today, bookingDaysAhead)}
                isDateDisabled={isClosedDay}
                value={field.value || null}
                onChange={(next) => {
                  field.onChange(next);
                  form.setValue('time', '');
                }}
              />
            )}
          />
          {fieldError(errors, 'sessionDate') && <Problem role="alert">{fieldError(errors, 'sessionDate')}</Problem>}
        </Step>
        <Step>
          <h3>2. Choose a Time</h3>
          <Note>Times are {businessZoneAbbreviation(date || today)} (America/New_York), the time zone of our gyms.</Note>
          {!date ? (
            <Note>Select a date to see available times.</Note>
          ) : free.isFetching ? (
            <Loading text="Loading free times..." />
          ) : free.isError ? (
            <Problem role="alert">{free.error.message}</Problem>
          ) : times.length === 0 ? (
            <Note role="status">No available time slots for this date</Note>
          ) : (
            <Controller
              control={form.control}
              name="time"
              render={({ field }) => <TimeSlotPicker label="New time" times={times} value={field.value || null} onChange={field.onChange} />}
            />
          )}
          {fieldError(errors, 'time') && <Problem role="alert">{fieldError(errors, 'time')}</Problem>}
        </Step>
        <Actions>
          <Button type="button" variant="outline" onClick={onClose}>Keep Current Time</Button>
          <Button type="submit" disabled={move.isPending || !date || !time}>{move.isPending ? 'Moving...' : 'Move Session'}</Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
