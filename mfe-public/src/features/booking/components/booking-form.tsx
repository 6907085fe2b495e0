import { useCurrentUser } from '@wsms/api-client';
import { useCheckoutConfig, useCreateBookingCheckout, useMyCredits } from '@wsms/api-client/booking';
import type { Instructor, MyCredits } from '@wsms/contracts';
import { formatCalendarDate, formatSessionTime } from '@wsms/contracts/dates';
import { bookingLocations, sessionTypes } from '@wsms/contracts/vocabulary';
import { Button, toast } from '@wsms/ui';
import { applyServerErrors, SelectField, TextAreaField, TextField, useDeferredZodForm } from '@wsms/ui/form';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TurnstileWidget } from '../../../components/turnstile-widget';
import { formatMoney } from '../lib/format';
import { redirectTo } from '../lib/redirect';
import type { BookingDetails } from '../lib/validate-booking';

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

const Policy = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const PaymentChoice = styled.fieldset`
  margin: 0;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & legend { padding: 0 4px; font-weight: 600; }
  & label { display: flex; align-items: center; gap: 10px; min-height: 44px; }
  & input { width: 20px; height: 20px; margin: 0; }
`;

/** Credits that can pay for this session type on this date (any type while none is chosen). */
const usableCredits = (credits: MyCredits | undefined, sessionType: string, date: string | null) =>
  (credits?.credits ?? []).filter(
    (c) => c.status === 'available' && (!sessionType || c.sessionTypes.includes(sessionType)) && (!date || c.expiresAt >= `${date}T00:00:00`),
  ).length;

const empty: BookingDetails = { clientName: '', clientEmail: '', sessionType: '', location: '', notes: '' };
// zod comes when someone starts filling the form in (or sends it), not with the page.
const loadDetailsSchema = () => import(/* webpackChunkName: "booking-extras" */ '../lib/validate-booking').then((m) => m.bookingDetailsSchema);
const locationOptions = bookingLocations.map((location) => ({ value: location.toLowerCase(), label: location }));

interface BookingFormProps {
  instructor?: Instructor;
  date: string | null;
  time: string | null;
  /** Where the instructor is at the chosen time (lower-case values); null offers all six. */
  offeredLocations?: string[] | null;
  /** The chosen time was taken meanwhile: the parent clears it so a fresh one is picked. */
  onTimeTaken: () => void;
  /** The session type decides which start times fit (a 90-minute session needs two free hours). */
  onSessionTypeChange?: (sessionType: string) => void;
}

export function BookingForm({ instructor, date, time, offeredLocations = null, onTimeTaken, onSessionTypeChange }: BookingFormProps) {
  const [leaving, setLeaving] = useState(false);
  const checkout = useCreateBookingCheckout();
  const form = useDeferredZodForm(loadDetailsSchema, { defaultValues: empty });
  // The bot check shows only when the service has Turnstile configured; a token is good for one try.
  const config = useCheckoutConfig().data;
  const siteKey = config?.turnstileSiteKey ?? null;
  const [turnstileToken, setTurnstileToken] = useState('');
  const [round, setRound] = useState(0);
  const { data: user } = useCurrentUser();
  // A signed-in client with a verified e-mail may pay with a package credit.
  const credits = useMyCredits({ enabled: user?.emailVerified === true });
  const [sessionType, setSessionType] = useState('');
  // With a credit that fits, the credit pays unless the client chooses to pay instead.
  const [payment, setPayment] = useState<'credit' | 'pay'>('credit');
  const creditsLeft = user?.emailVerified ? usableCredits(credits.data, sessionType, date) : 0;
  const payWithCredit = payment === 'credit' && creditsLeft > 0;
  const price = instructor ? formatMoney(instructor.hourlyRate) : null;
  const options = offeredLocations ? locationOptions.filter((o) => offeredLocations.includes(o.value)) : locationOptions;
  const offeredKey = offeredLocations?.join('|') ?? '';

  // A signed-in client need not type their name and e-mail again; what they typed stays.
  useEffect(() => {
    if (!user) return;
    const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
    if (name && !form.getValues('clientName')) form.setValue('clientName', name);
    if (user.email && !form.getValues('clientEmail')) form.setValue('clientEmail', user.email);
  }, [user, form]);

  // Only the gyms where the instructor is at that time: a choice no longer offered is cleared.
  useEffect(() => {
    if (!offeredKey) return;
    const chosen = form.getValues('location');
    if (chosen && !offeredKey.split('|').includes(chosen.toLowerCase())) form.setValue('location', '');
  }, [offeredKey, form]);

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name !== 'sessionType') return;
      setSessionType(values.sessionType ?? '');
      onSessionTypeChange?.(values.sessionType ?? '');
    });
    return () => subscription.unsubscribe();
  }, [form, onSessionTypeChange]);

  const startCheckout = (instructorId: string, sessionDate: string, chosenTime: string) => {
    // The service parses the details again: they go as typed, the location in the service's lower case.
    const details = form.getValues();
    checkout.mutate(
      {
        instructorId,
        bookingData: { ...details, location: details.location.toLowerCase(), sessionDate, time: chosenTime },
        ...(siteKey ? { turnstileToken } : {}),
        ...(payWithCredit ? { paymentMethod: 'credit' as const } : {}),
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
          if ((error as { status?: number }).status === 409 && !payWithCredit) onTimeTaken();
          applyServerErrors(form, error, { prefix: 'bookingData.' });
          toast({ title: 'Payment Setup Failed', description: error.message || 'Unable to process payment. Please try again.', variant: 'destructive' });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    if (!instructor || !date || !time) {
      event.preventDefault();
      toast({ title: 'Missing Information', description: 'Please select an instructor, date and time for your session.', variant: 'destructive' });
      return;
    }
    void form.handleSubmit(() => startCheckout(instructor.id, date, time))(event);
  };

  const busy = checkout.isPending || leaving;
  return (
    <Form onSubmit={onSubmit} onFocus={() => void loadDetailsSchema()} noValidate aria-label="Booking details">
      {instructor && date && time && (
        <Summary aria-label="Session summary">
          <dt>Instructor</dt>
          <dd>{instructor.name}</dd>
          <dt>Date</dt>
          <dd>{formatCalendarDate(date)}</dd>
          <dt>Time</dt>
          <dd>{formatSessionTime(date, time)}</dd>
          <dt>Price</dt>
          <dd>{payWithCredit ? 'Paid with 1 credit' : price}</dd>
        </Summary>
      )}
      <TextField form={form} name="clientName" label="Full Name *" autoComplete="name" required />
      <TextField form={form} name="clientEmail" label="Email *" type="email" autoComplete="email" required />
      <SelectField form={form} name="sessionType" label="Session Type *" placeholder="Select a session type" options={sessionTypes} required />
      {creditsLeft > 0 && (
        <PaymentChoice>
          <legend>Payment</legend>
          <label>
            <input type="radio" name="payment" value="credit" checked={payment === 'credit'} onChange={() => setPayment('credit')} />
            Use a credit ({creditsLeft} left)
          </label>
          <label>
            <input type="radio" name="payment" value="pay" checked={payment === 'pay'} onChange={() => setPayment('pay')} />
            {price ? `Pay ${price} instead` : 'Pay instead'}
          </label>
        </PaymentChoice>
      )}
      <SelectField form={form} name="location" label="Preferred Location *" placeholder="Select a location" options={options} required />
      <TextAreaField form={form} name="notes" label="Special Requests" placeholder="Goals, injuries or anything your instructor should know" />
      {config?.cancellationPolicy && <Policy>{config.cancellationPolicy}</Policy>}
      {siteKey && <TurnstileWidget siteKey={siteKey} round={round} onToken={setTurnstileToken} />}
      <Button type="submit" size="lg" fullWidth disabled={!date || !time || busy}>
        {busy ? (payWithCredit ? 'Booking...' : 'Redirecting to Checkout...') : payWithCredit ? 'Book with a Credit' : 'Proceed to Payment'}
      </Button>
    </Form>
  );
}
