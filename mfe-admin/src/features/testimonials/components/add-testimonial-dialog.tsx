import { testimonialCreateSchema, type TestimonialCreateInput } from '@wsms/contracts';
import { Button, Dialog, toast } from '@wsms/ui';
import { applyServerErrors, SelectField, TextAreaField, TextField, useZodForm } from '@wsms/ui/form';
import { useCreateTestimonial } from '@wsms/api-client/catalog';
import { DialogActions } from '../../../components/dialog-actions';
import { failureText } from '../../../lib/failure-text';

const ratings = [5, 4, 3, 2, 1].map((value) => ({ value, label: `${value} ${value === 1 ? 'star' : 'stars'}` }));
const empty = { clientName: '', content: '', service: '', rating: 5 };

export function AddTestimonialDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateTestimonial();
  const form = useZodForm(testimonialCreateSchema, { defaultValues: empty });
  const close = () => {
    form.reset(empty);
    onClose();
  };
  const submit = (input: TestimonialCreateInput) =>
    create.mutate(input, {
      onSuccess: () => {
        toast({ title: 'Testimonial added', description: 'It stays pending until you approve it.' });
        close();
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toast({ title: 'Error', description: failureText(error), variant: 'destructive' });
      },
    });
  return (
    <Dialog open={open} onClose={close} title="Add Testimonial">
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Add Testimonial">
        <TextField form={form} name="clientName" label="Client Name" required />
        <TextAreaField form={form} name="content" label="Content" rows={4} required />
        <TextField form={form} name="service" label="Service (optional)" />
        <SelectField form={form} name="rating" label="Rating" options={ratings} valueAsNumber />
        <DialogActions>
          <Button variant="outline" onClick={close}>Cancel</Button>
          <Button type="submit" disabled={create.isPending}>{create.isPending ? 'Adding...' : 'Add Testimonial'}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
