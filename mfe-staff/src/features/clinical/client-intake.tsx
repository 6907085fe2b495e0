import { ApiError } from '@wsms/api-client';
import { useClientIntake } from '@wsms/api-client/clinical';
import { intakeLabels, parqQuestions } from '@wsms/contracts';
import { LoadError, Loading } from '@wsms/ui';
import { Facts } from './record-layout';

/** The client's current intake, as their care team reads it (the read is logged for the client). */
export function ClientIntake({ userId }: { userId: string }) {
  const intake = useClientIntake(userId);
  if (intake.isPending) return <Loading text="Loading the intake form..." />;
  if (intake.isError) {
    return intake.error instanceof ApiError && intake.error.status === 404 ? <p>Intake missing</p> : <LoadError message={intake.error.message} onRetry={intake.refetch} />;
  }
  const i = intake.data;
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
