import { useCurrentConsentForm, useMyConsents, useSignConsent } from '@wsms/api-client/clinical';
import { useCurrentUser } from '@wsms/api-client';
import { Badge, Button, Card, CardDescription, CardTitle, Field, Input, LoadError, Loading, toast } from '@wsms/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Text = styled.div`
  white-space: pre-wrap;
  max-height: 240px;
  overflow: auto;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
const Agree = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  & input { width: 20px; height: 20px; }
`;

/** The waiver in force and the client's signature of it; a new version asks again. */
export function ConsentSection() {
  const form = useCurrentConsentForm();
  const signatures = useMyConsents();
  const { data: me } = useCurrentUser();
  const sign = useSignConsent();
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  if (form.isPending || signatures.isPending) return <Loading text="Loading the consent form..." />;
  if (form.isError) return <LoadError message={form.error.message} onRetry={form.refetch} />;
  if (signatures.isError) return <LoadError message={signatures.error.message} onRetry={signatures.refetch} />;
  const current = form.data;
  const signed = current ? signatures.data.find((s) => s.formId === current.id) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current) return;
    sign.mutate(
      { formId: current.id, signedName: name, agree: true },
      {
        onSuccess: () => toast({ title: 'Consent signed', description: `${current.title} (version ${current.version})` }),
        onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
      },
    );
  };
  return (
    <Card as="section" aria-labelledby="consent-heading">
      <CardTitle as="h2" id="consent-heading">Consent</CardTitle>
      {!current ? (
        <CardDescription>No consent form has been published yet.</CardDescription>
      ) : (
        <>
          <h3 style={{ margin: 0 }}>{current.title} (version {current.version})</h3>
          <Text tabIndex={0} aria-label="Consent text">{current.body}</Text>
          {signed ? (
            <p><Badge $variant="success">Signed</Badge> as {signed.signedName} on {signed.signedAt.slice(0, 10)}</p>
          ) : (
            <form onSubmit={submit} aria-label="Sign the consent form" style={{ display: 'grid', gap: 8 }}>
              <Field label="Type your full name" hint={me ? `As on your account: ${me.firstName} ${me.lastName}` : undefined} error={sign.error?.message}>
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
          )}
        </>
      )}
      {signatures.data.filter((s) => !s.current).length > 0 && (
        <CardDescription>Earlier signatures: {signatures.data.filter((s) => !s.current).map((s) => `${s.title} v${s.version} (${s.signedAt.slice(0, 10)})`).join(', ')}</CardDescription>
      )}
    </Card>
  );
}
