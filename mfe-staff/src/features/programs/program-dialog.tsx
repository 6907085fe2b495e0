import type { ProgramValues, WorkoutProgram } from '@wsms/contracts';
import { useCreateProgram, useUpdateProgram } from '@wsms/api-client/training';
import { Dialog, toast } from '@wsms/ui';
import { ProgramForm, type ClientPages } from './program-form';

interface Props {
  instructorId: string;
  /** null: create mode; a program: edit mode (spec 2: the one dialog switches between them). */
  program: WorkoutProgram | null;
  clients: ClientPages;
  onClose: () => void;
}

export function ProgramDialog({ instructorId, program, clients, onClose }: Props) {
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const save = (values: ProgramValues, form: { setErrors: (error: unknown) => void }) => {
    const callbacks = {
      onSuccess: () => {
        toast({ title: program ? 'Program updated' : 'Program created', description: values.title });
        onClose();
      },
      onError: (error: Error) => {
        form.setErrors(error);
        toast({ title: program ? 'Failed to update workout program' : 'Failed to create workout program', description: error.message, variant: 'destructive' });
      },
    };
    if (program) {
      const { instructorId: _unchanged, ...changes } = values;
      update.mutate({ id: program.id, changes }, callbacks);
    } else {
      create.mutate({ ...values, instructorId }, callbacks);
    }
  };
  return (
    <Dialog open onClose={onClose} title={program ? 'Edit Workout Program' : 'Create Workout Program'}>
      <ProgramForm program={program} clients={clients} pending={create.isPending || update.isPending} onSubmit={save} onCancel={onClose} />
    </Dialog>
  );
}
