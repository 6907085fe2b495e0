import type { AvailabilitySlot, AvailabilitySlotInput } from '@wsms/contracts';
import { useCreateSlot, useUpdateSlot } from '@wsms/api-client/booking';
import { Dialog, toast } from '@wsms/ui';
import { SlotForm } from './slot-form';

interface Props {
  instructorId: string;
  /** null: the Add Availability dialog; a slot: editing it. */
  slot: AvailabilitySlot | null;
  onClose: () => void;
}

export function SlotDialog({ instructorId, slot, onClose }: Props) {
  const create = useCreateSlot();
  const update = useUpdateSlot();
  const save = (values: AvailabilitySlotInput, form: { setErrors: (error: unknown) => void }) => {
    const callbacks = {
      onSuccess: () => {
        toast({ title: slot ? 'Availability updated' : 'Availability added' });
        onClose();
      },
      onError: (error: Error) => {
        form.setErrors(error);
        toast({ title: slot ? 'Failed to update availability' : 'Failed to create availability', description: error.message, variant: 'destructive' });
      },
    };
    const { instructorId: _ignored, ...fields } = values;
    if (slot) update.mutate({ id: slot.id, changes: fields }, callbacks);
    else create.mutate({ ...fields, instructorId }, callbacks);
  };
  return (
    <Dialog open onClose={onClose} title={slot ? 'Edit Availability' : 'Add Availability'}>
      <SlotForm slot={slot} pending={create.isPending || update.isPending} onSubmit={save} onCancel={onClose} />
    </Dialog>
  );
}
