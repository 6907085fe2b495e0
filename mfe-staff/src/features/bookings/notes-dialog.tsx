import { useSaveSessionNote, useSessionNote } from '@wsms/api-client/booking';
import { sessionNoteInputSchema, type Booking, type SessionNoteView } from '@wsms/contracts';
import { Button, Dialog, LoadError, Loading, toast } from '@wsms/ui';
import { applyServerErrors, SelectField, TextAreaField, useZodForm } from '@wsms/ui/form';
import { FormActions, Stack } from '../../components/layout';
import { bookingWhen } from './booking-summary';

const ratings = [1, 2, 3, 4, 5].map((value) => ({ value, label: String(value) }));

function NotesForm({ booking, note, onClose }: { booking: Booking; note: SessionNoteView | null; onClose: () => void }) {
  const save = useSaveSessionNote();
  const form = useZodForm(sessionNoteInputSchema, {
    defaultValues: { notes: note?.notes ?? '', sessionRating: note?.sessionRating ?? undefined, clientProgress: note?.clientProgress ?? '', nextSteps: note?.nextSteps ?? '' },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { bookingId: booking.id, note: values },
      {
        onSuccess: () => {
          toast({ title: 'Session notes saved' });
          onClose();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast({ title: 'Failed to save session notes', description: error.message, variant: 'destructive' });
        },
      },
    ),
  );
  return (
    <Stack noValidate aria-label="Session notes" onSubmit={submit}>
      <TextAreaField form={form} name="notes" label="Notes" rows={3} hint="Only you and admins see these." />
      <SelectField form={form} name="sessionRating" label="Session rating" placeholder="No rating" options={ratings} valueAsNumber />
      <TextAreaField form={form} name="clientProgress" label="Client progress" rows={2} />
      <TextAreaField form={form} name="nextSteps" label="Next steps" rows={2} hint="The client sees these in their portal." />
      <FormActions>
        <Button type="button" variant="outline" onClick={onClose}>Cancel</Button>
        <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save Notes'}</Button>
      </FormActions>
    </Stack>
  );
}

/** After a session: notes, a 1-5 rating, progress, and the next steps the client reads. */
export function NotesDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const note = useSessionNote(booking.id);
  return (
    <Dialog open onClose={onClose} title="Session Notes" description={`${booking.clientName}, ${bookingWhen(booking)}`}>
      {note.isPending ? <Loading text="Loading notes..." /> : note.isError ? <LoadError message={note.error.message} onRetry={note.refetch} /> : <NotesForm booking={booking} note={note.data} onClose={onClose} />}
    </Dialog>
  );
}
