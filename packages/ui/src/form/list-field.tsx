import { splitList } from '@wsms/contracts';
import { useState, type InputHTMLAttributes } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { Input } from '@wsms/ui';
import { requiredProps, type BoundFieldProps, type BoundForm } from './field-props';
import { FormField } from './form-field';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required' | 'children'>;

export interface ListFieldProps<V extends FieldValues> extends Omit<BoundFieldProps<V>, 'form'>, InputAttributes {
  /** A `useZodForm` form: the list is a controlled value of react-hook-form's. */
  form: BoundForm<V>;
}

const asItems = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * A comma-separated text input for a list of strings (specialties, certifications): the field's value
 * is the list, split on commas, trimmed and without empty items (spec section 5).
 */
export function ListField<V extends FieldValues>({ form, name, label, hint, required, ...input }: ListFieldProps<V>) {
  const { field } = useController({ control: form.control, name });
  const items = asItems(field.value);
  const [text, setText] = useState(() => items.join(', '));
  const key = JSON.stringify(items);
  const [seenKey, setSeenKey] = useState(key);

  // A list set from outside (reset, setValue) replaces the text; what the person types stays as typed.
  if (key !== seenKey) {
    setSeenKey(key);
    if (JSON.stringify(splitList(text)) !== key) setText(items.join(', '));
  }

  return (
    <FormField form={form} name={name} label={label} hint={hint}>
      {(control) => (
        <Input
          {...input}
          {...control}
          {...requiredProps(required)}
          name={field.name}
          ref={field.ref}
          value={text}
          onBlur={field.onBlur}
          onChange={(event) => {
            setText(event.target.value);
            field.onChange(splitList(event.target.value));
          }}
        />
      )}
    </FormField>
  );
}
