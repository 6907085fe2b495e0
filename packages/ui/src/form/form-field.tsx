import type { ReactNode } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';
import { Field, type ControlProps } from '@wsms/ui';
import { fieldError } from './field-error';
import type { BoundFieldProps } from './field-props';

export interface FormFieldProps<V extends FieldValues> extends Omit<BoundFieldProps<V>, 'required'> {
  children: (control: ControlProps) => ReactNode;
}

/** `Field` (label, control, first message) bound to one field of a form: for controls the kit lacks. */
export function FormField<V extends FieldValues>({ form, name, label, hint, children }: FormFieldProps<V>) {
  const { errors } = useFormState({ control: form.control, name });
  return (
    <Field label={label} hint={hint} error={fieldError(errors, name)}>
      {children}
    </Field>
  );
}
