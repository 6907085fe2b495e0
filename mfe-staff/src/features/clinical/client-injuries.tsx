import { useClientInjuries, useRecordInjury, useUpdateInjury } from '@wsms/api-client/clinical';
import { businessToday } from '@wsms/contracts/dates';
import { injuryStageLabels, injuryStages, type Injury, type InjuryStage } from '@wsms/contracts';
import { Badge, Button, Field, Input, LoadError, Loading, Select, Textarea, toast } from '@wsms/ui';
import { useState, type FormEvent } from 'react';
import { Items, Row } from './record-layout';

const stageOptions = injuryStages.map((stage) => <option key={stage} value={stage}>{injuryStageLabels[stage]}</option>);

function MoveStage({ userId, injury }: { userId: string; injury: Injury }) {
  const update = useUpdateInjury();
  const [stage, setStage] = useState<InjuryStage>(injury.stage);
  return (
    <Row>
      <Field label={`New stage for ${injury.bodyPart}`}>
        {(control) => <Select {...control} value={stage} onChange={(e) => setStage(e.target.value as InjuryStage)}>{stageOptions}</Select>}
      </Field>
      <Button
        size="sm"
        variant="outline"
        disabled={stage === injury.stage || update.isPending}
        onClick={() =>
          update.mutate(
            { userId, injuryId: injury.id, changes: { stage } },
            { onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }) },
          )
        }
      >
        Move stage
      </Button>
    </Row>
  );
}

function RecordInjuryForm({ userId }: { userId: string }) {
  const record = useRecordInjury();
  const [bodyPart, setBodyPart] = useState('');
  const [occurredOn, setOccurredOn] = useState(businessToday());
  const [stage, setStage] = useState<InjuryStage>('rest');
  const [restrictions, setRestrictions] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { userId, injury: { bodyPart, occurredOn, stage, restrictions } },
      {
        onSuccess: () => {
          setBodyPart('');
          setRestrictions('');
          toast({ title: 'Injury recorded' });
        },
        onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Record an injury" style={{ display: 'grid', gap: 8 }}>
      <Field label="Body part">{(control) => <Input {...control} value={bodyPart} onChange={(e) => setBodyPart(e.target.value)} required />}</Field>
      <Field label="Injury date">{(control) => <Input {...control} type="date" value={occurredOn} onChange={(e) => setOccurredOn(e.target.value)} required />}</Field>
      <Field label="Stage">{(control) => <Select {...control} value={stage} onChange={(e) => setStage(e.target.value as InjuryStage)}>{stageOptions}</Select>}</Field>
      <Field label="Restrictions">{(control) => <Textarea {...control} rows={2} value={restrictions} onChange={(e) => setRestrictions(e.target.value)} />}</Field>
      <div><Button type="submit" size="sm" disabled={!bodyPart.trim() || record.isPending}>Record injury</Button></div>
    </form>
  );
}

/** Injury episodes: the whole care team sees stage and restrictions; clinicians record them and move the stage. */
export function ClientInjuries({ userId, clinician }: { userId: string; clinician: boolean }) {
  const injuries = useClientInjuries(userId);
  return (
    <>
      {injuries.isPending ? (
        <Loading text="Loading injuries..." />
      ) : injuries.isError ? (
        <LoadError message={injuries.error.message} onRetry={injuries.refetch} />
      ) : injuries.data.length === 0 ? (
        <p>No injuries recorded.</p>
      ) : (
        <Items aria-label="Injuries">
          {injuries.data.map((injury) => (
            <li key={injury.id}>
              <strong>{injury.bodyPart}</strong>
              <p><Badge $variant={injury.open ? 'default' : 'success'}>Stage: {injuryStageLabels[injury.stage]}</Badge> since {injury.occurredOn}</p>
              {injury.restrictions && <p>Restrictions: {injury.restrictions}</p>}
              {clinician && <MoveStage userId={userId} injury={injury} />}
            </li>
          ))}
        </Items>
      )}
      {clinician && <RecordInjuryForm userId={userId} />}
    </>
  );
}
