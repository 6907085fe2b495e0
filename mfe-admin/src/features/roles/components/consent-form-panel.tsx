import { useCurrentConsentForm, usePublishConsentForm } from '@wsms/api-client/clinical';
import type { ConsentForm } from '@wsms/contracts';
import { Button, FactList, Field, Input, LoadError, Loading, Textarea, toast } from '@wsms/ui';
import { ConsentBox, ConsentText } from '@wsms/ui/consent';
import { useState, type FormEvent } from 'react';
import { failureText } from '../../../lib/failure-text';

/** The version in force, read only: what clients sign. */
function CurrentVersion({ form }: { form: ConsentForm }) {
  return (
    <ConsentBox aria-labelledby="consent-in-force-heading" style={{ marginBottom: 20 }}>
      <h3 id="consent-in-force-heading">Consent form in force</h3>
      <FactList>
        <dt>Title</dt>
        <dd>{form.title}</dd>
        <dt>Version</dt>
        <dd>{form.version}</dd>
        <dt>Published</dt>
        <dd>{form.publishedAt.slice(0, 10)}</dd>
      </FactList>
      <ConsentText aria-label="Text in force">{form.body}</ConsentText>
    </ConsentBox>
  );
}

/** The waiver and consent text in versions: a published version is never edited, and a new one asks every client to sign again. */
export function ConsentFormPanel() {
  const current = useCurrentConsentForm();
  const publish = usePublishConsentForm();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [confirming, setConfirming] = useState(false);
  // A new version starts from the one in force (filled in again when a newer one is published).
  const [draftOf, setDraftOf] = useState<string | null>(null);
  const inForce = current.data ?? null;
  if (inForce && inForce.id !== draftOf) {
    setDraftOf(inForce.id);
    setTitle(inForce.title);
    setBody(inForce.body);
  }
  if (current.isPending) return <Loading text="Loading the consent form..." />;
  if (current.isError) return <LoadError message={current.error.message} onRetry={current.refetch} />;
  const unchanged = inForce !== null && title === inForce.title && body === inForce.body;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirming) return setConfirming(true);
    publish.mutate(
      { title, body },
      {
        onSuccess: ({ version }) => {
          setConfirming(false);
          toast({ title: `Consent form version ${version} published`, description: 'Every client is asked to sign it before their next confirmation.' });
        },
        onError: (error) => toast({ title: 'Error', description: failureText(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <>
      {inForce ? <CurrentVersion form={inForce} /> : <p style={{ marginTop: 0 }}>No consent form has been published yet.</p>}
      <form onSubmit={submit} aria-label="Publish a consent form" style={{ display: 'grid', gap: 10 }}>
        {inForce && <p style={{ margin: 0 }}>A new version starts from the one in force: change the title or text, then publish.</p>}
        <Field label="Title">{(control) => <Input {...control} value={title} onChange={(e) => { setTitle(e.target.value); setConfirming(false); }} required />}</Field>
        <Field label="Text">{(control) => <Textarea {...control} rows={6} value={body} onChange={(e) => { setBody(e.target.value); setConfirming(false); }} required />}</Field>
        {confirming && <p role="alert">Publishing asks every client to sign again before their next booking is confirmed. Publish?</p>}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button type="submit" disabled={!title.trim() || !body.trim() || unchanged || publish.isPending}>{confirming ? 'Yes, publish' : 'Publish new version'}</Button>
          {confirming && <Button type="button" variant="outline" onClick={() => setConfirming(false)}>Cancel</Button>}
        </div>
      </form>
    </>
  );
}
