import { useCheckoutConfig, useCreateBookingCheckout } from '@wsms/api-client/src/features/booking';
import type { Instructor } from '@wsms/contracts';
import { bookingLocations, sessionTypes } from '@wsms/contracts/src/business';
import { Button, Field, Input, Select, Textarea, toast } from '@wsms/ui';
import { formatCalendarDate } from '@wsms/ui/src/calendar/calendar-dates';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TurnstileWidget } from '../../../components/turnstile-widget';
import { formatMoney, formatSessionTime } from '../lib/format';
import { redirectTo } from '../lib/redirect';
import { validateDetails, type BookingDetails, type DetailErrors } from '../lib/validate-booking';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Summary = styled.dl`
  margin: 0;
  padding: 16px;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  background: #fff7f0;
  border: 1px solid #ffd4b3;
  border-radius: ${({ theme }) => theme.radii.md};
  & dt { font-weight: 600; }
  & dd { margin: 0; }
`;

const fieldOrder: Array<keyof BookingDetails> = ['clientName', 'clientEmail', 'sessionType', 'location', 'notes'];
const empty: BookingDetails = { clientName: '', clientEmail: '', sessionType: '', location: '', notes: '' };

interface BookingFormProps {
  instructor?: Instructor;
  date: string | null;
  time: string | null;
  /** The chosen time was taken meanwhile: the parent clears it so a fresh one is picked. */
  onTimeTaken: () => void;
  /** The session type decides which start times fit (a 90-minute session needs two free hours). */
  onSessionTypeChange?: (sessionType: string) => void;
}

export function BookingForm({ instructor, date, time, onTimeTaken, onSessionTypeChange }: BookingFormProps) {
  const [details, setDetails] = useState(empty);
  const [errors, setErrors] = useState<DetailErrors>({});
  const [leaving, setLeaving] = useState(false);
  const checkout = useCreateBookingCheckout();
  const form = useRef<HTMLFormElement>(null);
  // The bot check shows only when the service has Turnstile configured; a token is good for one try.
  const siteKey = useCheckoutConfig().data?.turnstileSiteKey ?? null;
  const [turnstileToken, setTurnstileToken] = useState('');
  const [round, setRound] = useState(0);

  const set = (field: keyof BookingDetails) => (event: { target: { value: string } }) => {
    setDetails((current) => ({ ...current, [field]: event.target.value }));
    if (field === 'sessionType') onSessionTypeChange?.(event.target.value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!instructor || !date || !time) {
      toast({ title: 'Missing Information', description: 'Please select an instructor, date and time for your session.', variant: 'destructive' });
      return;
    }
    const found = validateDetails(details, date, time);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = fieldOrder.find((field) => found[field]);
      (form.current?.elements.namedItem(first!) as HTMLElement | null)?.focus();
      return;
    }
    checkout.mutate(
      {
        instructorId: instructor.id,
        bookingData: { ...details, location: details.location.toLowerCase(), sessionDate: date, time },
        ...(siteKey ? { turnstileToken } : {}),
      },
      {
        onSuccess: ({ checkoutUrl }) => {
          setLeaving(true);
          redirectTo(checkoutUrl);
        },
        onError: (error) => {
          if (siteKey) {
            setTurnstileToken('');
            setRound((n) => n + 1);
          }
          if ((error as { status?: number }).status === 409) onTimeTaken();
          toast({ title: 'Payment Setup Failed', description: error.message || 'Unable to process payment. Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  const busy = checkout.isPending || leaving;
  return (
    <Form ref={form} onSubmit={onSubmit} noValidate aria-label="Booking details">
      {instructor && date && time && (
        <Summary aria-label="Session summary">
          <dt>Instructor</dt>
          <dd>{instructor.name}</dd>
          <dt>Date</dt>
          <dd>{formatCalendarDate(date)}</dd>
          <dt>Time</dt>
          <dd>{formatSessionTime(date, time)}</dd>
          <dt>Price</dt>
          <dd>{formatMoney(instructor.hourlyRate)}</dd>
        </Summary>
      )}
      <Field label="Full Name *" error={errors.clientName}>
        {(c) => <Input {...c} name="clientName" autoComplete="name" required value={details.clientName} onChange={set('clientName')} />}
      </Field>
      <Field label="Email *" error={errors.clientEmail}>
        {(c) => <Input {...c} name="clientEmail" type="email" autoComplete="email" required value={details.clientEmail} onChange={set('clientEmail')} />}
      </Field>
      <Field label="Session Type *" error={errors.sessionType}>
        {(c) => (
          <Select {...c} name="sessionType" required value={details.sessionType} onChange={set('sessionType')}>
            <option value="">Select a session type</option>
            {sessionTypes.map((type) => <option key={type.value} value={type.value}>{type.label}</option>)}
          </Select>
        )}
      </Field>
      <Field label="Preferred Location *" error={errors.location}>
        {(c) => (
          <Select {...c} name="location" required value={details.location} onChange={set('location')}>
            <option value="">Select a location</option>
            {bookingLocations.map((location) => <option key={location} value={location.toLowerCase()}>{location}</option>)}
          </Select>
        )}
      </Field>
      <Field label="Special Requests" error={errors.notes}>
        {(c) => (
          <Textarea {...c} name="notes" value={details.notes} onChange={set('notes')} placeholder="Goals, injuries or anything your instructor should know" />
        )}
      </Field>
      {siteKey && <TurnstileWidget siteKey={siteKey} round={round} onToken={setTurnstileToken} />}
      <Button type="submit" size="lg" fullWidth disabled={!date || !time || busy}>
        {busy ? 'Redirecting to Checkout...' : 'Proceed to Payment'}
      </Button>
    </Form>
  );
}
