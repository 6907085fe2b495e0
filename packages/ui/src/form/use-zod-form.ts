import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A zod schema whose input and output are objects: what a form is built on (the schemas in @wsms/contracts). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;
export type FormValues<S extends FormSchema> = z.input<S>;
export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;
export type UseZodFormOptions<S extends FormSchema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>;

/**
 * react-hook-form checked by a contracts schema on submit: `handleSubmit` hands over the parsed
 * output, focus moves to the first invalid field, and a field's message goes away as soon as it is
 * edited (it is checked again on the next submit).
 */
export function useZodForm<S extends FormSchema>(schema: S, options: UseZodFormOptions<S> = {}): ZodForm<S> {
  return useFormWith<S>(resolverFor(schema), options);
}

/**
 * `useZodForm` for a form on a page's first screen: the schema, and zod with it, is loaded when the
 * form is first checked (or sooner, when the page calls `loadSchema` itself, e.g. on focus), not
 * with the page. If it cannot be loaded (a release replaced the files), the form is sent unchecked
 * and the server's own check answers (its 400 carries the same messages per field).
 */
export function useDeferredZodForm<S extends FormSchema>(loadSchema: () => Promise<S>, options: UseZodFormOptions<S> = {}): ZodForm<S> {
  const [resolver] = useState(() => deferredResolver(loadSchema));
  return useFormWith<S>(resolver, options);
}

type FormResolver<S extends FormSchema> = Resolver<z.input<S>, unknown, z.output<S>>;

// The resolver's overloads cannot narrow a generic S to its own input and output types. The
// contracts' schemas are synchronous; parsing them at once shows the messages without extra ticks.
const resolverFor = <S extends FormSchema>(schema: S) => zodResolver(schema, undefined, { mode: 'sync' }) as unknown as FormResolver<S>;

function deferredResolver<S extends FormSchema>(loadSchema: () => Promise<S>): FormResolver<S> {
  let loading: Promise<FormResolver<S> | null> | undefined;
  return async (values, context, options) => {
    loading ??= loadSchema().then(resolverFor, () => {
      loading = undefined;
      return null;
    });
    const resolver = await loading;
    return resolver ? resolver(values, context, options) : { values: values as z.output<S>, errors: {} };
  };
}

function useFormWith<S extends FormSchema>(resolver: FormResolver<S>, options: UseZodFormOptions<S>): ZodForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
    ...options,
    resolver,
  });
  useClearErrorOnEdit(form);
  return form;
}

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
