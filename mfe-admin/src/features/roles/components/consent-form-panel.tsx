import { useCurrentConsentForm, usePublishConsentForm } from '@wsms/api-client/clinical';
import { Button, Field, Input, LoadError, Loading, Textarea, toast } from '@wsms/ui';
import { useState, type FormEvent } from 'react';
import { failureText } from '../../../lib/failure-text';

/** The waiver and consent text in versions: a published version is never edited, and a new one asks every client to sign again. */
export function ConsentFormPanel() {
  const current = useCurrentConsentForm();
  const publish = usePublishConsentForm();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [confirming, setConfirming] = useState(false);
  if (current.isPending) return <Loading text="Loading the consent form..." />;
  if (current.isError) return <LoadError message={current.error.message} onRetry={current.refetch} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirming) return setConfirming(true);
    publish.mutate(
      { title, body },
      {
        onSuccess: ({ version }) => {
          setTitle('');
          setBody('');
          setConfirming(false);
          toast({ title: `Consent form version ${version} published`, description: 'Every client is asked to sign it before their next confirmation.' });
        },
        onError: (error) => toast({ title: 'Error', description: failureText(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <>
      <p style={{ marginTop: 0 }}>
        {current.data ? `In force: ${current.data.title} (version ${current.data.version}, published ${current.data.publishedAt.slice(0, 10)}).` : 'No consent form has been published yet.'}
      </p>
      <form onSubmit={submit} aria-label="Publish a consent form" style={{ display: 'grid', gap: 10 }}>
        <Field label="Title">{(control) => <Input {...control} value={title} onChange={(e) => { setTitle(e.target.value); setConfirming(false); }} required />}</Field>
        <Field label="Text">{(control) => <Textarea {...control} rows={6} value={body} onChange={(e) => { setBody(e.target.value); setConfirming(false); }} required />}</Field>
        {confirming && <p role="alert">Publishing asks every client to sign again before their next booking is confirmed. Publish?</p>}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button type="submit" disabled={!title.trim() || !body.trim() || publish.isPending}>{confirming ? 'Yes, publish' : 'Publish new version'}</Button>
          {confirming && <Button type="button" variant="outline" onClick={() => setConfirming(false)}>Cancel</Button>}
        </div>
      </form>
    </>
  );
}
