import { ApiError } from '@wsms/api-client';
import { useClientIntake } from '@wsms/api-client/clinical';
import { injuryStageLabels, intakeLabels, parqQuestions, type TrainingIntake as TrainingIntakeData } from '@wsms/contracts';
import { LoadError, Loading } from '@wsms/ui';
import { Facts } from './record-layout';

/** A coach who is not a clinician: what safe training needs (the rest of the intake is the clinicians'). */
function TrainingIntake({ intake }: { intake: TrainingIntakeData }) {
  const flagged = parqQuestions.filter((q) => intake.parqFlags.includes(q.id));
  const contact = intake.emergencyContact;
  return (
    <>
      <p>Training view: medications, medical conditions and past injuries are shown to clinicians only.</p>
      <Facts aria-label="Intake">
        <dt>{intakeLabels.emergencyName}</dt>
        <dd>{contact.name}{contact.relation ? ` (${contact.relation})` : ''}, {contact.phone}</dd>
        <dt>{intakeLabels.allergies}</dt>
        <dd>{intake.allergies || '—'}</dd>
        <dt>PAR-Q answered yes</dt>
        <dd>{flagged.length ? <ul>{flagged.map((q) => <li key={q.id}>{q.text}</li>)}</ul> : 'None'}</dd>
        <dt>Open injuries</dt>
        <dd>
          {intake.openInjuries.length ? (
            <ul>
              {intake.openInjuries.map((injury, index) => (
                <li key={index}>
                  {injury.bodyPart}: {injuryStageLabels[injury.stage]}{injury.restrictions ? `. Restrictions: ${injury.restrictions}` : ''}
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </dd>
        <dt>Version</dt>
        <dd>{intake.version}, saved {intake.savedAt.slice(0, 10)}</dd>
      </Facts>
    </>
  );
}

/** The client's current intake, as their care team reads it (the read is logged for the client); a coach who is not a clinician gets the training view. */
export function ClientIntake({ userId }: { userId: string }) {
  const intake = useClientIntake(userId);
  if (intake.isPending) return <Loading text="Loading the intake form..." />;
  if (intake.isError) {
    return intake.error instanceof ApiError && intake.error.status === 404 ? <p>Intake missing</p> : <LoadError message={intake.error.message} onRetry={intake.refetch} />;
  }
  const i = intake.data;
  if (i.view === 'training') return <TrainingIntake intake={i} />;
  const answered = parqQuestions.filter((q) => i.parq[q.id]);
  return (
    <Facts aria-label="Intake">
      <dt>{intakeLabels.dateOfBirth}</dt>
      <dd>{i.dateOfBirth}</dd>
      {(['sports', 'injuries', 'medications', 'allergies', 'conditions', 'goals'] as const).map((key) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{intakeLabels[key]}</dt>
          <dd>{i[key] || '—'}</dd>
        </div>
      ))}
      {answered.map((q) => (
        <div key={q.id} style={{ display: 'contents' }}>
          <dt>{q.text}</dt>
          <dd>{i.parq[q.id]?.answer}{i.parq[q.id]?.details ? `: ${i.parq[q.id]?.details}` : ''}</dd>
        </div>
      ))}
      <dt>{intakeLabels.emergencyName}</dt>
      <dd>{i.emergencyContact.name}{i.emergencyContact.relation ? ` (${i.emergencyContact.relation})` : ''}, {i.emergencyContact.phone}</dd>
      <dt>Version</dt>
      <dd>{i.version}, saved {i.savedAt.slice(0, 10)}</dd>
    </Facts>
  );
}
