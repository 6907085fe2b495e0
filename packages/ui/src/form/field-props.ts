import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export type { FieldValues, Path };

/** The controls a form's fields are made of. */
export type FieldControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface RegisterOptions {
  /** Turns the control's text into the field's value (a number, undefined for empty). */
  setValueAs?: (value: string) => unknown;
}

export interface SetErrorOptions {
  shouldFocus?: boolean;
}

/** What `register(name)` gives a control: spread it onto the input, select or textarea. */
export interface FieldRegistration {
  name: string;
  ref: (control: FieldControl | null) => void;
  onChange: (event: { target: { value: string } }) => unknown;
  onBlur: (event: { target: unknown }) => unknown;
}

/**
 * What the form pieces need of a form: both `useZodForm` (react-hook-form) and `useDeferredZodForm`
 * give it.
 */
export interface FieldHost<V extends FieldValues> {
  /**
   * Type only, never set: what a piece infers its V from. Everything else is NoInfer, as names
   * and react-hook-form's overloads would otherwise make TypeScript guess V wrongly.
   */
  readonly '~values'?: V;
  register(name: NoInfer<Path<V>>, options?: RegisterOptions): FieldRegistration;
  /** A hook: the field's message (its own, else the first inside it), re-rendering when it changes. */
  useFieldError(name: NoInfer<Path<V>>): string | undefined;
  getValues(): NoInfer<V>;
  getFieldState(name: NoInfer<Path<V>>): { error?: { message?: string } };
  setError(name: NoInfer<Path<V>>, error: { type: string; message: string }, options?: SetErrorOptions): void;
}

/** A form made by `useZodForm` (any schema output): react-hook-form's, for the pieces that need its control. */
export type BoundForm<V extends FieldValues> = UseFormReturn<V, unknown, FieldValues> & Pick<FieldHost<V>, '~values' | 'useFieldError'>;

export interface BoundFieldProps<V extends FieldValues> {
  form: FieldHost<V>;
  name: NoInfer<Path<V>>;
  label: string;
  hint?: string;
  /** Marks the control required for assistive technology; the schema does the checking. */
  required?: boolean;
}

// The form passes `noValidate`, so `required` only informs; messages come from the schema.
export const requiredProps = (required?: boolean) => (required ? { required: true, 'aria-required': true } : {});

/** Empty input is "no number" (so an optional number stays undefined); anything else is a number. */
export const toNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/** For a field that may be left empty on purpose: empty is null ("none"), so no default replaces it. */
export const toNumberOrNull = (value: unknown) => toNumber(value) ?? null;
