import { useState, useSyncExternalStore, type BaseSyntheticEvent } from 'react';
import type { z } from 'zod';
import type { FieldControl, FieldHost, FieldRegistration, Path, RegisterOptions, SetErrorOptions } from './field-props';
import type { FormSchema } from './use-zod-form';

type Values = Record<string, unknown>;

export interface WatchInfo {
  name?: string;
  /** 'change' for a person's input; undefined for `setValue` and `reset`. */
  type?: 'change';
}

/**
 * What `useDeferredZodForm` gives: the part of react-hook-form's API the first-screen forms use, with
 * the same behaviour (see packages/ui/README.md), for flat forms of text, select and textarea fields.
 */
export interface DeferredZodForm<S extends FormSchema> extends FieldHost<z.input<S>> {
  handleSubmit: (onValid: (values: z.output<S>) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
  getValues: {
    (): z.input<S>;
    <N extends Path<z.input<S>>>(name: N): z.input<S>[N];
  };
  setValue: <N extends Path<z.input<S>>>(name: N, value: z.input<S>[N]) => void;
  watch: (callback: (values: z.input<S>, info: WatchInfo) => void) => { unsubscribe: () => void };
  clearErrors: (name?: Path<z.input<S>>) => void;
  setFocus: (name: Path<z.input<S>>) => void;
  /** Back to the default values, without messages. */
  reset: () => void;
}

/** The first message per field of a failed parse (`a.b` for nested paths). */
function messagesOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Map<string, string> {
  const messages = new Map<string, string>();
  for (const issue of issues) {
    const name = issue.path.map(String).join('.');
    if (!messages.has(name)) messages.set(name, issue.message);
  }
  return messages;
}

const shown = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function createDeferredForm<S extends FormSchema>(loadSchema: () => Promise<S>, defaultValues: z.input<S>): DeferredZodForm<S> {
  type V = z.input<S>;
  let values: Values = { ...defaultValues };
  let errors = new Map<string, string>();
  const controls = new Map<string, FieldControl>();
  const registrations = new Map<string, FieldRegistration>();
  const errorListeners = new Set<() => void>();
  const watchers = new Set<(values: V, info: WatchInfo) => void>();
  let loading: Promise<S | null> | undefined;

  const current = () => ({ ...values }) as V;
  const subscribe = (listener: () => void) => {
    errorListeners.add(listener);
    return () => void errorListeners.delete(listener);
  };
  const setErrors = (next: Map<string, string>) => {
    errors = next;
    for (const listener of errorListeners) listener();
  };
  const withoutError = (name: string) => {
    if (!errors.has(name)) return;
    const next = new Map(errors);
    next.delete(name);
    setErrors(next);
  };
  const notify = (info: WatchInfo) => {
    const snapshot = current();
    for (const watcher of watchers) watcher(snapshot, info);
  };
  const show = (name: string) => {
    const control = controls.get(name);
    if (control && control.value !== shown(values[name])) control.value = shown(values[name]);
  };
  // Focus goes to the first field with a message in the order the form shows them.
  const focusFirst = (names: Iterable<string>) => {
    const wanted = new Set(names);
    const invalid = [...controls].filter(([name, control]) => wanted.has(name) && control.isConnected).map(([, control]) => control);
    invalid.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus();
  };

  // The schema (and zod with it) is loaded on the first check; a failed load is tried again next time.
  const schema = () => {
    loading ??= loadSchema().catch(() => {
      loading = undefined;
      return null;
    });
    return loading;
  };

  const register = (name: string, options: RegisterOptions = {}): FieldRegistration => {
    const known = registrations.get(name);
    if (known) return known;
    const registration: FieldRegistration = {
      name,
      ref: (control) => {
        if (!control) return;
        controls.set(name, control);
        show(name);
      },
      onChange: (event) => {
        const raw = event.target.value;
        values = { ...values, [name]: options.setValueAs ? options.setValueAs(raw) : raw };
        // A field's message goes as soon as it is edited; it is checked again on the next submit.
        withoutError(name);
        notify({ name, type: 'change' });
      },
      onBlur: () => undefined,
    };
    registrations.set(name, registration);
    return registration;
  };

  function getValues(): V;
  function getValues<N extends Path<V>>(name: N): V[N];
  function getValues(name?: string) {
    return name === undefined ? current() : values[name];
  }

  return {
    register,
    useFieldError(name) {
      // The same snapshot on the server: a page with this form can be rendered to a string (gateway snapshots).
      const read = () => errors.get(name);
      return useSyncExternalStore(subscribe, read, read);
    },
    getValues,
    getFieldState: (name) => {
      const message = errors.get(name);
      return message === undefined ? {} : { error: { message } };
    },
    setError: (name, error, options: SetErrorOptions = {}) => {
      setErrors(new Map(errors).set(name, error.message));
      if (options.shouldFocus) controls.get(name)?.focus();
    },
    clearErrors: (name) => (name === undefined ? setErrors(new Map()) : withoutError(name)),
    setValue: (name, value) => {
      values = { ...values, [name]: value };
      show(name);
      notify({ name });
    },
    setFocus: (name) => controls.get(name)?.focus(),
    watch: (callback) => {
      watchers.add(callback);
      return { unsubscribe: () => void watchers.delete(callback) };
    },
    reset: () => {
      values = { ...defaultValues };
      for (const name of controls.keys()) show(name);
      setErrors(new Map());
      notify({});
    },
    handleSubmit: (onValid) => async (event) => {
      event?.preventDefault?.();
      const input = current();
      const loaded = await schema();
      // Without the schema (a new release replaced the files) the form goes unchecked; the server checks it.
      if (!loaded) {
        await onValid(input as z.output<S>);
        return;
      }
      const parsed = loaded.safeParse(input);
      if (!parsed.success) {
        const messages = messagesOf(parsed.error.issues);
        setErrors(messages);
        focusFirst(messages.keys());
        return;
      }
      setErrors(new Map());
      await onValid(parsed.data as z.output<S>);
    },
  };
}

/**
 * A form on a page's first screen (Home's contact form, the booking form): checked by a contracts
 * schema that is loaded when the form is first checked (or sooner, when the page calls `loadSchema`
 * itself, e.g. on focus), not with the page; and without react-hook-form (13 KB gzipped), so neither
 * comes with a first visit. Its fields are the same `TextField`, `SelectField` and `TextAreaField`.
 */
export function useDeferredZodForm<S extends FormSchema>(loadSchema: () => Promise<S>, { defaultValues }: { defaultValues: z.input<S> }): DeferredZodForm<S> {
  const [form] = useState(() => createDeferredForm(loadSchema, defaultValues));
  return form;
}
