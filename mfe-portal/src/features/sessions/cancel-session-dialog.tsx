import { useCancelBooking, useCancelPreview, useCheckoutConfig } from '@wsms/api-client/booking';
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

const Policy = styled.p`
  margin: 0;
  font-size: 0.9375rem;
`;

const Late = styled.p`
  margin: 0;
  padding: 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: #fff5f5;
  font-weight: 600;
`;

/**
 * A client cancels, having read the cancellation policy. After the cut-off it is a late cancellation:
 * the service's cancel preview says so (the screen never computes the cut-off) and names what it
 * costs (the credit, or the payment), and the client confirms it as such. A pending booking is released.
 */
export function CancelSessionDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const cancel = useCancelBooking();
  const config = useCheckoutConfig();
  const pending = booking.status === 'pending';
  const preview = useCancelPreview(booking.id, { enabled: !pending });
  const late = !pending && preview.data?.late === true;
  const form = useZodForm(bookingCancelSchema, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) =>
    cancel.mutate(
      { bookingId: booking.id, reason, acceptLateCancel: late },
      {
        onSuccess: () => {
          toast({ title: pending ? 'Booking released' : 'Session cancelled', description: pending ? 'The time is free again.' : 'Your instructor has been told.' });
          onClose();
        },
        onError: (error) => {
          // The cut-off may have passed while the dialog was open: ask the policy again.
          if (!pending) void preview.refetch();
          applyServerErrors(form, error);
          toast({ title: 'Could not cancel the session', description: error.message, variant: 'destructive' });
        },
      },
    ),
  );
  const submitLabel = pending ? 'Abandon Booking' : late ? 'Confirm Late Cancellation' : 'Cancel Session';
  return (
    <Dialog
      open
      onClose={onClose}
      title={pending ? 'Abandon Booking' : 'Cancel Session'}
      description={pending ? 'The held time is released for others.' : 'Your instructor is e-mailed.'}
    >
      <Form noValidate aria-label={pending ? 'Abandon booking' : 'Cancel session'} onSubmit={submit}>
        {!pending && config.data && <Policy>{config.data.cancellationPolicy}</Policy>}
        {late && preview.data?.message && <Late>{preview.data.message}</Late>}
        {!pending && <TextAreaField form={form} name="reason" label="Reason (optional)" rows={2} />}
        <Actions>
          <Button type="button" variant="outline" onClick={onClose}>Keep Session</Button>
          <Button type="submit" variant="destructive" disabled={cancel.isPending || (!pending && preview.isPending)}>
            {cancel.isPending ? 'Working...' : submitLabel}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
