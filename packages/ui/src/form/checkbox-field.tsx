import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import type { BoundFieldProps, BoundForm, FieldValues } from './field-props';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  & input { width: 20px; height: 20px; margin: 0; accent-color: ${({ theme }) => theme.colors.navy}; }
  & label { font-weight: 600; font-size: 0.9375rem; }
`;

// Field's hint and message styles; Field itself puts the label above its control.
const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled(Hint)`
  color: ${({ theme }) => theme.colors.danger};
`;

type CheckboxAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'id' | 'type' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'required' | 'children'>;

export interface CheckboxFieldProps<V extends FieldValues> extends Omit<BoundFieldProps<V>, 'required' | 'form'>, CheckboxAttributes {
  /** A `useZodForm` form (the first-screen forms' store reads text, not a checked state). */
  form: BoundForm<V>;
}

/** A checkbox with its label beside it (a boolean such as "Active"); its message below, as for other fields. */
export function CheckboxField<V extends FieldValues>({ form, name, label, hint, ...input }: CheckboxFieldProps<V>) {
  const id = useId();
  const error = form.useFieldError(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Wrapper>
      <Row>
        <input
          {...input}
          type="checkbox"
          id={id}
          aria-invalid={Boolean(error)}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          {...form.register(name)}
        />
        <label htmlFor={id}>{label}</label>
      </Row>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}
