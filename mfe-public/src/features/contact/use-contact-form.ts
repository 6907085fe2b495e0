import { contactSchema, type ContactFormValues } from '@wsms/contracts/contact';
import { useState, type ChangeEvent } from 'react';

type Field = 'name' | 'email' | 'interest' | 'message';
const empty: Record<Field, string> = { name: '', email: '', interest: '', message: '' };

/** The form's values and its per-field messages, checked with the same schema the server uses. */
export function useContactForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const bind = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const validate = (extra: Pick<ContactFormValues, 'website' | 'turnstileToken'>) => {
    const result = contactSchema.safeParse({ ...values, ...extra });
    if (result.success) {
      setErrors({});
      return { data: result.data };
    }
    const next: Partial<Record<Field, string>> = {};
    for (const issue of result.error.issues) next[issue.path[0] as Field] ??= issue.message;
    setErrors(next);
    return { invalid: Object.keys(next)[0] as Field };
  };

  const reset = () => {
    setValues(empty);
    setErrors({});
  };

  return { values, errors, bind, validate, reset };
}
