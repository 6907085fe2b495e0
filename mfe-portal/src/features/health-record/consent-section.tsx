import { useCurrentConsentForm, useMyConsents, useSignConsent } from '@wsms/api-client/clinical';
import { useCurrentUser } from '@wsms/api-client';
import type { ConsentForm } from '@wsms/contracts';
import { Badge, Card, CardDescription, CardTitle, LoadError, Loading, toast } from '@wsms/ui';
import { ConsentSignForm, ConsentText } from '@wsms/ui/consent';

/** The waiver in force and the client's signature of it; a new version asks again. */
export function ConsentSection() {
  const form = useCurrentConsentForm();
  const signatures = useMyConsents();
  const { data: me } = useCurrentUser();
  const sign = useSignConsent();
  if (form.isPending || signatures.isPending) return <Loading text="Loading the consent form..." />;
  if (form.isError) return <LoadError message={form.error.message} onRetry={form.refetch} />;
  if (signatures.isError) return <LoadError message={signatures.error.message} onRetry={signatures.refetch} />;
  const current = form.data;
  const signed = current ? signatures.data.find((s) => s.formId === current.id) : undefined;
  const signAs = ({ id, title, version }: ConsentForm, signedName: string) =>
    sign.mutate(
      { formId: id, signedName, agree: true },
      {
        onSuccess: () => toast({ title: 'Consent signed', description: `${title} (version ${version})` }),
        onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
      },
    );
  return (
    <Card as="section" aria-labelledby="consent-heading">
      <CardTitle as="h2" id="consent-heading">Consent</CardTitle>
      {!current ? (
        <CardDescription>No consent form has been published yet.</CardDescription>
      ) : (
        <>
          <h3 style={{ margin: 0 }}>{current.title} (version {current.version})</h3>
          <ConsentText aria-label="Consent text">{current.body}</ConsentText>
          {signed ? (
            <p><Badge $variant="success">Signed</Badge> as {signed.signedName} on {signed.signedAt.slice(0, 10)}</p>
          ) : (
            <ConsentSignForm
              nameLabel="Type your full name"
              nameHint={me ? `As on your account: ${me.firstName} ${me.lastName}` : undefined}
              error={sign.error?.message}
              pending={sign.isPending}
              onSign={(signedName) => signAs(current, signedName)}
            />
          )}
        </>
      )}
      {signatures.data.filter((s) => !s.current).length > 0 && (
        <CardDescription>Earlier signatures: {signatures.data.filter((s) => !s.current).map((s) => `${s.title} v${s.version} (${s.signedAt.slice(0, 10)})`).join(', ')}</CardDescription>
      )}
    </Card>
  );
}
