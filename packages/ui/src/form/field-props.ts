import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** A form made by `useZodForm` (any schema output). */
export type BoundForm<V extends FieldValues> = UseFormReturn<V, unknown, FieldValues>;

export interface BoundFieldProps<V extends FieldValues> {
  form: BoundForm<V>;
  name: Path<V>;
  label: string;
  hint?: string;
  /** Marks the control required for assistive technology; the schema does the checking. */
  required?: boolean;
}

// The form passes `noValidate`, so `required` only informs; messages come from the schema.
export const requiredProps = (required?: boolean) => (required ? { required: true, 'aria-required': true } : {});

/** Empty input is "no number" (so an optional number stays undefined); anything else is a number. */
export const toNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
