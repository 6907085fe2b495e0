import { useAddAddendum, useClientNotePages, useEditClinicalNote, useSignClinicalNote, useWriteClinicalNote } from '@wsms/api-client/clinical';
import { soapFields, soapLabels, type ClinicalNote } from '@wsms/contracts';
import { formatBusinessMoment } from '@wsms/contracts/dates';
import { Badge, Button, Field, LoadError, LoadMore, Loading, Textarea, toast } from '@wsms/ui';
import { useState, type FormEvent } from 'react';
import { Facts, Items, Row } from './record-layout';

const fail = (error: Error) => toast({ title: 'Error', description: error.message, variant: 'destructive' });

function WriteNote({ bookingId }: { bookingId: string }) {
  const write = useWriteClinicalNote();
  const empty = { subjective: '', objective: '', assessment: '', plan: '' };
  const [note, setNote] = useState(empty);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    write.mutate({ bookingId, note }, { onSuccess: () => { setNote(empty); toast({ title: 'Draft note saved' }); }, onError: fail });
  };
  return (
    <form onSubmit={submit} aria-label="Write a chart note" style={{ display: 'grid', gap: 8 }}>
      {soapFields.map((field) => (
        <Field key={field} label={soapLabels[field]}>
          {(control) => <Textarea {...control} rows={2} value={note[field]} onChange={(e) => setNote({ ...note, [field]: e.target.value })} />}
        </Field>
      ))}
      <div><Button type="submit" size="sm" disabled={write.isPending || soapFields.every((f) => !note[f].trim())}>Save draft note</Button></div>
    </form>
  );
}

/** Its author changes a draft (the service refuses once it is signed): the four parts, prefilled. */
function EditNote({ note, onDone }: { note: ClinicalNote; onDone: () => void }) {
  const edit = useEditClinicalNote();
  const [draft, setDraft] = useState({ subjective: note.subjective, objective: note.objective, assessment: note.assessment, plan: note.plan });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate({ noteId: note.id, changes: draft }, { onSuccess: () => { toast({ title: 'Draft note saved' }); onDone(); }, onError: fail });
  };
  return (
    <form onSubmit={submit} aria-label={`Edit chart note of ${note.sessionDate}`} style={{ display: 'grid', gap: 8 }}>
      {soapFields.map((field) => (
        <Field key={field} label={soapLabels[field]}>
          {(control) => <Textarea {...control} rows={2} value={draft[field]} onChange={(e) => setDraft({ ...draft, [field]: e.target.value })} />}
        </Field>
      ))}
      <Row>
        <Button type="submit" size="sm" disabled={edit.isPending || soapFields.every((f) => !draft[f].trim())}>Save changes</Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>Cancel</Button>
      </Row>
    </form>
  );
}

/** A draft of one's own: Edit or Sign. */
function DraftActions({ note }: { note: ClinicalNote }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <EditNote note={note} onDone={() => setEditing(false)} />;
  return <SignNote note={note} onEdit={() => setEditing(true)} />;
}

/** Signing cannot be undone: it asks once more. */
function SignNote({ note, onEdit }: { note: ClinicalNote; onEdit: () => void }) {
  const sign = useSignClinicalNote();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Row>
        <Button size="sm" variant="outline" onClick={onEdit}>Edit note</Button>
        <Button size="sm" onClick={() => setAsking(true)}>Sign note</Button>
      </Row>
    );
  }
  return (
    <Row>
      <span>A signed note can never be changed; corrections become dated addenda.</span>
      <Button size="sm" disabled={sign.isPending} onClick={() => sign.mutate(note.id, { onSuccess: () => toast({ title: 'Note signed' }), onError: fail })}>Confirm sign</Button>
      <Button size="sm" variant="outline" onClick={() => setAsking(false)}>Keep as draft</Button>
    </Row>
  );
}

function AddAddendum({ note }: { note: ClinicalNote }) {
  const add = useAddAddendum();
  const [text, setText] = useState('');
  return (
    <Row>
      <Field label="Addendum">{(control) => <Textarea {...control} rows={2} value={text} onChange={(e) => setText(e.target.value)} />}</Field>
      <Button size="sm" variant="outline" disabled={!text.trim() || add.isPending} onClick={() => add.mutate({ noteId: note.id, text }, { onSuccess: () => setText(''), onError: fail })}>
        Add addendum
      </Button>
    </Row>
  );
}

/** SOAP chart notes: the care team's clinicians and admins read them; clinicians write, sign and add addenda. */
export function ClinicalNotes({ userId, bookingId, clinician, myId }: { userId: string; bookingId: string; clinician: boolean; myId?: string }) {
  const notes = useClientNotePages(userId);
  return (
    <>
      {notes.isPending ? (
        <Loading text="Loading chart notes..." />
      ) : notes.isError ? (
        <LoadError message={notes.error?.message ?? 'Failed to fetch clinical notes'} onRetry={notes.refetch} />
      ) : notes.items.length === 0 ? (
        <p>No chart notes yet.</p>
      ) : (
        <>
          <Items aria-label="Chart notes">
            {notes.items.map((note) => (
              <li key={note.id} aria-label={`Chart note of ${note.sessionDate}`}>
                <p><strong>{note.sessionDate}</strong> · {note.author.name} <Badge $variant={note.status === 'signed' ? 'success' : 'muted'}>{note.status === 'signed' ? 'Signed' : 'Draft'}</Badge></p>
                <Facts>
                  {soapFields.map((field) => (
                    <div key={field} style={{ display: 'contents' }}>
                      <dt>{soapLabels[field]}</dt>
                      <dd>{note[field] || '—'}</dd>
                    </div>
                  ))}
                </Facts>
                {note.addenda.map((addendum) => (
                  <p key={addendum.id}>Addendum <time dateTime={addendum.createdAt}>{formatBusinessMoment(addendum.createdAt)}</time> by {addendum.author.name}: {addendum.text}</p>
                ))}
                {clinician && note.status === 'draft' && note.author.id === myId && <DraftActions note={note} />}
                {clinician && note.status === 'signed' && <AddAddendum note={note} />}
              </li>
            ))}
          </Items>
          <LoadMore shown={notes.items.length} noun="chart notes" hasMore={notes.hasMore} loadMore={notes.loadMore} isLoadingMore={notes.isLoadingMore} error={notes.loadMoreError} />
        </>
      )}
      {clinician && <WriteNote bookingId={bookingId} />}
    </>
  );
}
