import { instructorFieldsSchema, type Instructor } from '@wsms/contracts';
import { Button, Dialog, toast } from '@wsms/ui';
import { applyServerErrors, CheckboxField, ListField, TextAreaField, TextField, useWatch, useZodForm } from '@wsms/ui/form';
import { useSaveInstructor } from '@wsms/api-client/catalog';
import { failureText } from '../../../lib/failure-text';
import { DialogActions } from '../../../components/dialog-actions';
import { ImageUploadField } from '../../../components/image-upload-field';

const valuesOf = (instructor?: Instructor) => ({
  name: instructor?.name ?? '',
  email: instructor?.email ?? '',
  title: instructor?.title ?? '',
  bio: instructor?.bio ?? '',
  beltLevel: instructor?.beltLevel ?? '',
  locations: instructor?.locations ?? [],
  hourlyRate: instructor?.hourlyRate ?? '',
  image: instructor?.image ?? '',
  specialties: instructor?.specialties ?? [],
  certifications: instructor?.certifications ?? [],
  isActive: instructor?.isActive ?? true,
});

/** Create (no instructor) or edit one. Remount per instructor. */
export function InstructorFormDialog({ instructor, onClose }: { instructor?: Instructor; onClose: () => void }) {
  const save = useSaveInstructor();
  const form = useZodForm(instructorFieldsSchema, { defaultValues: valuesOf(instructor) });
  const name = useWatch({ control: form.control, name: 'name' });
  const title = instructor ? 'Edit Instructor' : 'Add Instructor';

  // The form's own values are sent (the rate as typed, "85.00"); the service parses them with the same schema.
  const submit = () =>
    save.mutate(
      instructor ? { id: instructor.id, input: form.getValues() } : { input: form.getValues() },
      {
        onSuccess: () => {
          toast({ title: instructor ? 'Instructor updated' : 'Instructor created' });
          onClose();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast({ title: 'Error', description: failureText(error), variant: 'destructive' });
        },
      },
    );

  return (
    <Dialog open onClose={onClose} title={title}>
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={title}>
        <TextField form={form} name="name" label="Name" required />
        <TextField form={form} name="email" label="Email" type="email" required />
        <TextField form={form} name="title" label="Title" />
        <TextField form={form} name="beltLevel" label="Belt Level" />
        <TextField form={form} name="hourlyRate" label="Hourly Rate ($)" inputMode="decimal" required />
        <ListField form={form} name="locations" label="Locations" hint="Separate with commas" />
        <TextAreaField form={form} name="bio" label="Bio" rows={3} />
        <ListField form={form} name="specialties" label="Specialties" hint="Separate with commas" />
        <ListField form={form} name="certifications" label="Certifications" hint="Separate with commas" />
        <ImageUploadField form={form} name="image" label="Photo" personName={name} />
        <CheckboxField form={form} name="isActive" label="Active" />
        <DialogActions>
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={save.isPending}>{instructor ? 'Update Instructor' : 'Create Instructor'}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
