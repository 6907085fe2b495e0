import type { InputHTMLAttributes } from 'react';
import { Input } from '@wsms/ui';
import { requiredProps, toNumber, toNumberOrNull, type BoundFieldProps, type FieldValues } from './field-props';
import { FormField } from './form-field';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required' | 'children'>;

export interface TextFieldProps<V extends FieldValues> extends BoundFieldProps<V>, InputAttributes {}

/** A text-like input (text, email, password, date...) bound to a form field. */
export function TextField<V extends FieldValues>({ form, name, label, hint, required, ...input }: TextFieldProps<V>) {
  return (
    <FormField form={form} name={name} label={label} hint={hint}>
      {(control) => <Input {...input} {...control} {...requiredProps(required)} {...form.register(name)} />}
    </FormField>
  );
}

export interface NumberFieldProps<V extends FieldValues> extends Omit<TextFieldProps<V>, 'type'> {
  /** An empty box reaches the schema as null (cleared on purpose) rather than undefined (not given, so a default applies). */
  emptyIsNull?: boolean;
}

/** A number input: its value reaches the schema as a number, or undefined (null with `emptyIsNull`) when left empty. */
export function NumberField<V extends FieldValues>({ form, name, label, hint, required, emptyIsNull, ...input }: NumberFieldProps<V>) {
  const setValueAs = emptyIsNull ? toNumberOrNull : toNumber;
  return (
    <FormField form={form} name={name} label={label} hint={hint}>
      {(control) => (
        <Input type="number" inputMode="decimal" {...input} {...control} {...requiredProps(required)} {...form.register(name, { setValueAs })} />
      )}
    </FormField>
  );
}
