import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useFormState, type Control, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { fieldError } from './field-error';
import type { FieldHost } from './field-props';

/** A zod schema whose input and output are objects: what a form is built on (the schemas in @wsms/contracts). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;
export type FormValues<S extends FormSchema> = z.input<S>;
export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & Pick<FieldHost<z.input<S>>, '~values' | 'useFieldError'>;
export type UseZodFormOptions<S extends FormSchema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>;

/**
 * react-hook-form checked by a contracts schema on submit: `handleSubmit` hands over the parsed
 * output, focus moves to the first invalid field, and a field's message goes away as soon as it is
 * edited (it is checked again on the next submit).
 */
export function useZodForm<S extends FormSchema>(schema: S, options: UseZodFormOptions<S> = {}): ZodForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
    ...options,
    resolver: resolverFor(schema),
  });
  useClearErrorOnEdit(form);
  // The same object every render: the hook the pieces read a field's message with is added once.
  if (!('useFieldError' in form)) Object.assign(form, { useFieldError: fieldErrorHook(form.control) });
  return form as ZodForm<S>;
}

type FormResolver<S extends FormSchema> = Resolver<z.input<S>, unknown, z.output<S>>;

// The resolver's overloads cannot narrow a generic S to its own input and output types. The
// contracts' schemas are synchronous; parsing them at once shows the messages without extra ticks.
const resolverFor = <S extends FormSchema>(schema: S) => zodResolver(schema, undefined, { mode: 'sync' }) as unknown as FormResolver<S>;

/** A field's message from react-hook-form's state, re-rendering only the field that reads it. */
const fieldErrorHook = <V extends FieldValues>(control: Control<V, unknown, FieldValues>) =>
  function useFieldError(name: Path<V>) {
    const { errors } = useFormState({ control, name });
    return fieldError(errors, name);
  };

function useClearErrorOnEdit<V extends FieldValues>(form: UseFormReturn<V, unknown, FieldValues>) {
  const { subscribe, getFieldState, clearErrors } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          // `type` is set only for a person's input, not for setValue or reset.
          if (type !== 'change' || !name) return;
          const field = name as Parameters<typeof getFieldState>[0];
          if (getFieldState(field).error) clearErrors(field);
        },
      }),
    [subscribe, getFieldState, clearErrors],
  );
}
