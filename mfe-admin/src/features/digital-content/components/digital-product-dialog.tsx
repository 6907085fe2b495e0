import { digitalMessages, digitalProductBody, digitalProductFormSchema, type DigitalProduct, type DigitalProductFormValues } from '@wsms/contracts';
import { Button, Dialog, toast } from '@wsms/ui';
import { applyServerErrors, CheckboxField, NumberField, SelectField, TextAreaField, TextField, useWatch, useZodForm } from '@wsms/ui/form';
import styled from 'styled-components';
import { useCreateDigitalProduct, useUpdateDigitalProduct } from '@wsms/api-client/content';
import { failureText } from '../../../lib/failure-text';
import { DialogActions } from '../../../components/dialog-actions';
import { ExerciseFields, newExercise, PdfFields, VideoFields } from './content-fields';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

export const typeLabels = { workout_program: 'Workout Program', video: 'Video', pdf: 'PDF' } as const;
const typeOptions = Object.entries(typeLabels).map(([value, label]) => ({ value, label }));

// Spec section 5: type workout_program, price 0, active, one exercise to start with.
const emptyValues = (): DigitalProductFormValues => ({
  title: '',
  description: '',
  type: 'workout_program',
  price: 0,
  isActive: true,
  exercises: [newExercise()],
  youtubeUrl: '',
  chapters: [],
  pdfPath: '',
  pages: undefined,
  sections: [],
});

const list = <T,>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);

function valuesOf(product: DigitalProduct): DigitalProductFormValues {
  const c = product.content;
  return {
    ...emptyValues(),
    title: product.title,
    description: product.description,
    type: product.type,
    price: Number(product.price),
    isActive: product.isActive,
    exercises: product.type === 'workout_program' ? list(c.exercises) : [newExercise()],
    youtubeUrl: typeof c.youtubeUrl === 'string' ? c.youtubeUrl : '',
    chapters: list(c.chapters),
    pdfPath: typeof c.pdfPath === 'string' ? c.pdfPath : '',
    pages: typeof c.pages === 'number' ? c.pages : undefined,
    sections: list(c.sections),
  };
}

interface Props {
  /** null: the create dialog; a product: its edit dialog. */
  product: DigitalProduct | null;
  open: boolean;
  onClose: () => void;
}

export function DigitalProductDialog({ product, open, onClose }: Props) {
  const create = useCreateDigitalProduct();
  const update = useUpdateDigitalProduct();
  const form = useZodForm(digitalProductFormSchema, { defaultValues: product ? valuesOf(product) : emptyValues() });
  const type = useWatch({ control: form.control, name: 'type' });
  const pending = create.isPending || update.isPending;
  const title = product ? 'Edit Digital Content' : 'Create Digital Content';

  const close = () => {
    form.reset(product ? valuesOf(product) : emptyValues());
    onClose();
  };
  const submit = (values: DigitalProductFormValues) => {
    const { type: _type, ...changes } = digitalProductBody(values);
    if (product) {
      update.mutate(
        { id: product.id, changes },
        {
          onSuccess: () => {
            toast({ title: 'Content updated' });
            onClose();
          },
          onError: (error) => {
            applyServerErrors(form, error);
            toast({ title: 'Error', description: digitalMessages.updateFailed, variant: 'destructive' });
          },
        },
      );
      return;
    }
    create.mutate(digitalProductBody(values), {
      onSuccess: () => {
        toast({ title: 'Digital product created' });
        close();
      },
      onError: (error) => {
        // Field errors go next to their fields; the toast says spec section 8's 'Failed to create digital product'
        // (with the server's reason when it refused the request itself).
        applyServerErrors(form, error);
        toast({ title: 'Error', description: failureText(error), variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} title={title}>
      <Form onSubmit={form.handleSubmit(submit)} noValidate aria-label={title}>
        <TextField form={form} name="title" label="Title" required maxLength={255} />
        <TextAreaField form={form} name="description" label="Description" rows={3} />
        <SelectField form={form} name="type" label="Type" options={typeOptions} disabled={Boolean(product)} hint={product ? 'The type of a product cannot change.' : undefined} />
        <NumberField form={form} name="price" label="Price ($)" min={0} step={0.01} required />
        <CheckboxField form={form} name="isActive" label="Active" />
        {type === 'workout_program' && <ExerciseFields form={form} />}
        {type === 'video' && <VideoFields form={form} />}
        {type === 'pdf' && <PdfFields form={form} />}
        <DialogActions>
          <Button type="button" variant="outline" onClick={close}>Cancel</Button>
          <Button type="submit" disabled={pending}>{pending ? 'Saving...' : product ? 'Update Content' : 'Create Content'}</Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
