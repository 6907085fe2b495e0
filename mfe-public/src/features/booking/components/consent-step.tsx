import { useSignCheckoutConsent } from '@wsms/api-client/booking';
import type { ConsentStatus } from '@wsms/contracts';
import { Button, Field, Input } from '@wsms/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  gap: 10px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & h2 { margin: 0; font-size: 1.125rem; }
`;
const Text = styled.div`
  white-space: pre-wrap;
  max-height: 200px;
  overflow: auto;
  padding: 10px;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
const Agree = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  & input { width: 20px; height: 20px; }
`;

/** The consent form in force, signed on the confirmation page (guests too) before the booking can be confirmed. */
export function ConsentStep({ bookingId, bookingKey, consent }: { bookingId: string; bookingKey: string; consent: ConsentStatus }) {
  const sign = useSignCheckoutConsent(bookingId, bookingKey);
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const form = consent.form;
  if (!form) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sign.mutate({ formId: form.id, signedName: name, agree: true });
  };
  return (
    <Box aria-labelledby="consent-step-heading">
      <h2 id="consent-step-heading">Please sign the consent form before confirming</h2>
      <strong>{form.title}</strong>
      <Text tabIndex={0} aria-label="Consent text">{form.body}</Text>
      <form onSubmit={submit} aria-label="Sign the consent form" style={{ display: 'grid', gap: 8 }}>
        <Field label="Type the name the booking was made in" error={sign.error?.message}>
          {(control) => <Input {...control} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" required />}
        </Field>
        <Agree>
          <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
          I have read and agree to this consent form
        </Agree>
        <div>
          <Button type="submit" disabled={!agree || !name.trim() || sign.isPending}>{sign.isPending ? 'Signing...' : 'Sign consent'}</Button>
        </div>
      </form>
    </Box>
  );
}
