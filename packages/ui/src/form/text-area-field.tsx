import type { TextareaHTMLAttributes } from 'react';
import { Textarea } from '@wsms/ui';
import { requiredProps, type BoundFieldProps, type FieldValues } from './field-props';
import { FormField } from './form-field';

type TextareaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required' | 'children'>;

export interface TextAreaFieldProps<V extends FieldValues> extends BoundFieldProps<V>, TextareaAttributes {}

export function TextAreaField<V extends FieldValues>({ form, name, label, hint, required, ...textarea }: TextAreaFieldProps<V>) {
  return (
    <FormField form={form} name={name} label={label} hint={hint}>
      {(control) => <Textarea {...textarea} {...control} {...requiredProps(required)} {...form.register(name)} />}
    </FormField>
  );
}
