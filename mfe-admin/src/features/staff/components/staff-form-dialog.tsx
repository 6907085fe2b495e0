import { staffFieldsSchema, type StaffCreateInput, type StaffMember } from '@wsms/contracts';
import { Button, Dialog, toast } from '@wsms/ui';
import { applyServerErrors, CheckboxField, ListField, TextAreaField, TextField, useWatch, useZodForm } from '@wsms/ui/form';
import { useDeleteStaff, useSaveStaff } from '@wsms/api-client/catalog';
import { failureText } from '../../../lib/failure-text';
import { DialogActions } from '../../../components/dialog-actions';
import { ImageUploadField } from '../../../components/image-upload-field';

const valuesOf = (member?: StaffMember) => ({
  name: member?.name ?? '',
  title: member?.title ?? '',
  department: member?.department ?? '',
  email: member?.email ?? '',
  phone: member?.phone ?? '',
  bio: member?.bio ?? '',
  image: member?.image ?? '',
  specialties: member?.specialties ?? [],
  certifications: member?.certifications ?? [],
  isActive: member?.isActive ?? true,
});

const failed = (error: Error) => toast({ title: 'Error', description: failureText(error), variant: 'destructive' });

/** Create (no member) or edit one; Delete only when editing, after its confirmation. Remount per member. */
export function StaffFormDialog({ member, onClose }: { member?: StaffMember; onClose: () => void }) {
  const save = useSaveStaff();
  const remove = useDeleteStaff();
  const form = useZodForm(staffFieldsSchema, { defaultValues: valuesOf(member) });
  const name = useWatch({ control: form.control, name: 'name' });

  const submit = (input: StaffCreateInput) =>
    save.mutate(
      { id: member?.id, input },
      {
        onSuccess: () => {
          toast({ title: member ? 'Staff member updated' : 'Staff member created' });
          onClose();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          failed(error);
        },
      },
    );
  // Spec 2, Admin dashboard: the browser's own confirmation before a staff member is deleted.
  const confirmDelete = () => {
    if (!window.confirm('Are you sure you want to delete this staff member?')) return;
    remove.mutate(member!.id, {
      onSuccess: () => {
        toast({ title: 'Staff member deleted' });
        onClose();
      },
      onError: failed,
    });
  };

  return (
    <Dialog open onClose={onClose} title={member ? 'Edit Staff Member' : 'Add Staff Member'}>
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={member ? 'Edit Staff Member' : 'Add Staff Member'}>
        <TextField form={form} name="name" label="Name" required />
        <TextField form={form} name="title" label="Title" />
        <TextField form={form} name="department" label="Department" />
        <TextField form={form} name="email" label="Email" type="email" />
        <TextField form={form} name="phone" label="Phone" type="tel" />
        <TextAreaField form={form} name="bio" label="Bio" rows={3} />
        <ListField form={form} name="specialties" label="Specialties" hint="Separate with commas" />
        <ListField form={form} name="certifications" label="Certifications" hint="Separate with commas" />
        <ImageUploadField form={form} name="image" label="Photo" personName={name} />
        <CheckboxField form={form} name="isActive" label="Active" />
        <DialogActions>
          {member && (
            <Button variant="destructive" onClick={confirmDelete} style={{ marginRight: 'auto' }}>Delete</Button>
          )}
          <Button variant="outline" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={save.isPending}>{member ? 'Update Staff Member' : 'Create Staff Member'}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
