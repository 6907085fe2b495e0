import type { Instructor } from '@wsms/contracts';
import { ApiError } from '@wsms/api-client';
import { Button, Dialog, toast } from '@wsms/ui';
import { useDeleteInstructor, useSaveInstructor } from '@wsms/api-client/catalog';
import { failureText, serverMessage } from '../../../lib/failure-text';
import { DialogActions } from '../../../components/dialog-actions';

/** Spec 2, Admin dashboard: the browser's own confirmation before an instructor is deleted. */
export const DELETE_INSTRUCTOR_CONFIRMATION = 'Are you sure you want to delete this instructor?';

export interface DeleteRefusal {
  instructor: Instructor;
  /** The service's reason (how many upcoming bookings). */
  message: string;
}

/**
 * Delete after the browser's 'Are you sure…'. If the instructor still has upcoming bookings the
 * service refuses (409, saying how many): `onRefused` gets the reason, to offer deactivation instead.
 */
export function useDeleteInstructorFlow(onRefused: (refusal: DeleteRefusal) => void) {
  const remove = useDeleteInstructor({ onDeleted: ({ name }) => toast({ title: 'Instructor deleted', description: `${name} was deleted.` }) });
  return (instructor: Instructor) => {
    if (!window.confirm(DELETE_INSTRUCTOR_CONFIRMATION)) return;
    remove.mutate(instructor, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) onRefused({ instructor, message: serverMessage(error) ?? error.message });
        else toast({ title: 'Error', description: failureText(error), variant: 'destructive' });
      },
    });
  };
}

/** The refused delete: the reason, and (for an active instructor) Deactivate Instead, which keeps the bookings. */
export function DeleteRefusedDialog({ refusal: { instructor, message }, onClose }: { refusal: DeleteRefusal; onClose: () => void }) {
  const save = useSaveInstructor();
  const deactivate = () =>
    save.mutate(
      { id: instructor.id, input: { isActive: false } },
      {
        onSuccess: () => {
          toast({ title: 'Instructor deactivated', description: `${instructor.name} no longer appears on the site; their bookings are kept.` });
          onClose();
        },
        onError: (error) => toast({ title: 'Error', description: failureText(error), variant: 'destructive' }),
      },
    );
  return (
    <Dialog open onClose={onClose} title={`${instructor.name} has upcoming bookings`} description={message}>
      <DialogActions>
        <Button variant="outline" onClick={onClose}>Cancel</Button>
        {instructor.isActive && <Button onClick={deactivate} disabled={save.isPending}>Deactivate Instead</Button>}
      </DialogActions>
    </Dialog>
  );
}
