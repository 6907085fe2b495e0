import { useCancelBooking } from '@wsms/api-client/booking';
import { bookingCancelSchema, type Booking } from '@wsms/contracts';
import { Button, Dialog, toast } from '@wsms/ui';
import { applyServerErrors, TextAreaField, useZodForm } from '@wsms/ui/form';
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

/** A client cancels (until the cut-off; the service says so after it). A pending booking is released. */
export function CancelSessionDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const cancel = useCancelBooking();
  const pending = booking.status === 'pending';
  const form = useZodForm(bookingCancelSchema, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) =>
    cancel.mutate(
      { bookingId: booking.id, reason },
      {
        onSuccess: () => {
          toast({ title: pending ? 'Booking released' : 'Session cancelled', description: pending ? 'The time is free again.' : 'Your instructor has been told.' });
          onClose();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast({ title: 'Could not cancel the session', description: error.message, variant: 'destructive' });
        },
      },
    ),
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={pending ? 'Abandon Booking' : 'Cancel Session'}
      description={pending ? 'The held time is released for others.' : 'Your instructor is e-mailed. A card payment is refunded.'}
    >
      <Form noValidate aria-label={pending ? 'Abandon booking' : 'Cancel session'} onSubmit={submit}>
        {!pending && <TextAreaField form={form} name="reason" label="Reason (optional)" rows={2} />}
        <Actions>
          <Button type="button" variant="outline" onClick={onClose}>Keep Session</Button>
          <Button type="submit" variant="destructive" disabled={cancel.isPending}>
            {cancel.isPending ? 'Working...' : pending ? 'Abandon Booking' : 'Cancel Session'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
