import type { ReactNode } from 'react';
import { Field, type ControlProps } from '@wsms/ui';
import type { BoundFieldProps, FieldValues } from './field-props';

export interface FormFieldProps<V extends FieldValues> extends Omit<BoundFieldProps<V>, 'required'> {
  children: (control: ControlProps) => ReactNode;
}

/** `Field` (label, control, first message) bound to one field of a form: for controls the kit lacks. */
export function FormField<V extends FieldValues>({ form, name, label, hint, children }: FormFieldProps<V>) {
  return (
    <Field label={label} hint={hint} error={form.useFieldError(name)}>
      {children}
    </Field>
  );
}
