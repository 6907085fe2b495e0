import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';

type Errors<T> = Partial<Record<keyof T, string>>;

/** Form state validated by a contracts schema: the first message per field, shown under it. */
export function useSchemaForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  initial: z.input<S>,
) {
  type Values = z.input<S>;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors<Values>>({});

  const field = (name: keyof Values & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues({ ...(values as Record<string, unknown>), [name]: event.target.value } as Values);
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const validate = (): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Errors<Values> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof Values;
      next[key] ??= issue.message;
    }
    setErrors(next);
    return null;
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, field, validate, reset };
}
