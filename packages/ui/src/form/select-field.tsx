import type { SelectHTMLAttributes } from 'react';
import { Select } from '@wsms/ui';
import { requiredProps, toNumber, type BoundFieldProps, type FieldValues } from './field-props';
import { FormField } from './form-field';

export interface SelectOption {
  value: string | number;
  label: string;
}

type SelectAttributes = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'form' | 'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required' | 'children' | 'multiple'>;

export interface SelectFieldProps<V extends FieldValues> extends BoundFieldProps<V>, SelectAttributes {
  options: readonly SelectOption[];
  /** Text of a first, empty option ("Select a location"). */
  placeholder?: string;
  /** The chosen value reaches the schema as a number (a 1-5 rating, a weekday). */
  valueAsNumber?: boolean;
}

export function SelectField<V extends FieldValues>(props: SelectFieldProps<V>) {
  const { form, name, label, hint, required, options, placeholder, valueAsNumber, ...select } = props;
  const registration = form.register(name, valueAsNumber ? { setValueAs: toNumber } : undefined);
  return (
    <FormField form={form} name={name} label={label} hint={hint}>
      {(control) => (
        <Select {...select} {...control} {...requiredProps(required)} {...registration}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </Select>
      )}
    </FormField>
  );
}
