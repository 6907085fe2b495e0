import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../components/button';
import { Input } from '../components/controls';
import { Field } from '../components/field';

const Agree = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  & input { width: 20px; height: 20px; }
`;

export interface ConsentSignFormProps {
  /** The name field's label: whose name is typed (the account holder's, the booking's). */
  nameLabel: string;
  nameHint?: string;
  error?: string;
  pending: boolean;
  onSign: (signedName: string) => void;
}

/** The typed name and the agreement that sign a consent form (the portal's, and the checkout's for guests too). */
export function ConsentSignForm({ nameLabel, nameHint, error, pending, onSign }: ConsentSignFormProps) {
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSign(name);
  };
  return (
    <form onSubmit={submit} aria-label="Sign the consent form" style={{ display: 'grid', gap: 8 }}>
      <Field label={nameLabel} hint={nameHint} error={error}>
        {(control) => <Input {...control} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" required />}
      </Field>
      <Agree>
        <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
        I have read and agree to this consent form
      </Agree>
      <div>
        <Button type="submit" disabled={!agree || !name.trim() || pending}>{pending ? 'Signing...' : 'Sign consent'}</Button>
      </div>
    </form>
  );
}
