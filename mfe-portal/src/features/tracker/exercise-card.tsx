import type { Exercise, ExerciseLog } from '@wsms/contracts';
import { Button, Card } from '@wsms/ui';
import styled from 'styled-components';
import { formatDay, formatDone, formatTarget } from './format-log';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px 16px;
  align-items: baseline;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.navy};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  & label { display: inline-flex; gap: 8px; align-items: center; min-height: 44px; font-weight: 600; }
  & input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.navy}; }
`;

const Recent = styled.ul`
  margin: 0;
  padding-left: 20px;
  color: ${({ theme }) => theme.colors.text};
`;

interface Props {
  exercise: Exercise;
  /** Its 3 most recent logs, newest first. */
  recent: ExerciseLog[];
  done: boolean;
  /** Logged this week: done whatever the tick says. */
  logged: boolean;
  pending: boolean;
  onToggleDone: (done: boolean) => void;
  onLog: () => void;
}

/** One exercise of today's workout: the target, the 3 most recent logs (spec 9), done this week, log it. */
export function ExerciseCard({ exercise, recent, done, logged, pending, onToggleDone, onLog }: Props) {
  const headingId = `exercise-${exercise.name.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Head>
        <Name id={headingId}>{exercise.name}</Name>
        <Muted>{formatTarget(exercise)}</Muted>
      </Head>
      {exercise.instructions && <Muted>{exercise.instructions}</Muted>}
      <Actions>
        <Button size="sm" onClick={onLog} aria-describedby={headingId}>Log Exercise</Button>
        <label>
          <input
            type="checkbox"
            checked={done || logged}
            disabled={pending || logged}
            aria-describedby={logged ? `${headingId}-logged` : undefined}
            onChange={(event) => onToggleDone(event.target.checked)}
          />
          Done this week
        </label>
        {logged && <Muted id={`${headingId}-logged`}>Logged this week</Muted>}
      </Actions>
      {recent.length > 0 ? (
        <Recent aria-label={`Recent logs of ${exercise.name}`}>
          {recent.map((log) => (
            <li key={log.id}>{formatDay(log.loggedAt)}: {formatDone(log)}</li>
          ))}
        </Recent>
      ) : (
        <Muted>Not logged yet.</Muted>
      )}
    </Card>
  );
}
