import type { Instructor } from '@wsms/contracts';
import { ApiError } from '@wsms/api-client';
import { Button, Dialog, toast } from '@wsms/ui';
import { useState } from 'react';
import { failureText, serverMessage } from '../../../api/request';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DialogActions } from '../../../components/dialog-actions';
import { useDeleteInstructor, useSaveInstructor } from '../api/instructors';

/**
 * Asks 'Are you sure…'; if the instructor still has upcoming bookings the service refuses (409,
 * saying how many), and the admin is offered to deactivate the instructor instead.
 */
export function DeleteInstructorDialogs({ instructor, onClose }: { instructor: Instructor; onClose: () => void }) {
  const remove = useDeleteInstructor();
  const save = useSaveInstructor();
  const [blocked, setBlocked] = useState<string | null>(null);

  const confirm = () =>
    remove.mutate(instructor.id, {
      onSuccess: () => {
        toast({ title: 'Instructor deleted' });
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) setBlocked(serverMessage(error) ?? error.message);
        else toast({ title: 'Error', description: failureText(error), variant: 'destructive' });
      },
    });
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

  if (blocked) {
    return (
      <Dialog open onClose={onClose} title={`${instructor.name} has upcoming bookings`} description={blocked}>
        <DialogActions>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          {instructor.isActive && <Button onClick={deactivate} disabled={save.isPending}>Deactivate Instead</Button>}
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open
      title={`Delete ${instructor.name}`}
      message="Are you sure you want to delete this instructor?"
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
