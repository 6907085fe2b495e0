import { useCancelBooking } from '@wsms/api-client/booking';
import { staffCancelFormSchema, type Booking } from '@wsms/contracts';
import { Button, Dialog, toast } from '@wsms/ui';
import { applyServerErrors, TextAreaField, useZodForm } from '@wsms/ui/form';
import { FormActions, Stack } from '../../components/layout';
import { bookingWhen } from './booking-summary';

export function CancelBookingDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const cancel = useCancelBooking();
  const form = useZodForm(staffCancelFormSchema, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) =>
    cancel.mutate(
      { bookingId: booking.id, reason },
      {
        onSuccess: (done) => {
          toast({ title: 'Booking cancelled', description: done.refundStatus ? `The client is e-mailed; refund ${done.refundStatus}.` : 'The client is e-mailed.' });
          onClose();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast({ title: 'Failed to cancel booking', description: error.message, variant: 'destructive' });
        },
      },
    ),
  );
  return (
    <Dialog open onClose={onClose} title="Cancel Booking" description={`${booking.clientName}, ${bookingWhen(booking)}. The client is e-mailed the reason; an online payment is refunded.`}>
      <Stack noValidate aria-label="Cancel booking" onSubmit={submit}>
        <TextAreaField form={form} name="reason" label="Reason" rows={3} required />
        <FormActions>
          <Button type="button" variant="outline" onClick={onClose}>Keep Booking</Button>
          <Button type="submit" variant="destructive" disabled={cancel.isPending}>{cancel.isPending ? 'Cancelling...' : 'Cancel Booking'}</Button>
        </FormActions>
      </Stack>
    </Dialog>
  );
}
