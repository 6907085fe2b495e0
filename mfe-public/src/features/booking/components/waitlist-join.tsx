import { useCurrentUser } from '@wsms/api-client';
import { useJoinWaitlist } from '@wsms/api-client/booking';
import { formatSessionTime } from '@wsms/contracts/dates';
import { Button } from '@wsms/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 8px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  & h4 { margin: 0; font-size: 1rem; }
  & p { margin: 0; }
`;

const Times = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  & legend { font-weight: 600; margin-bottom: 4px; padding: 0; }
  & label { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; }
  & input { width: 20px; height: 20px; margin: 0; accent-color: ${({ theme }) => theme.colors.navy}; }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

interface WaitlistJoinProps {
  instructorId: string;
  date: string;
  sessionType: string;
  /** The taken starts the free-times call lists, with where the instructor is then. */
  taken: ReadonlyArray<{ time: string; locations: string[] }>;
}

/** Taken times of the chosen day: a signed-in client waits for any of them, and is offered a freed seat in turn. */
export function WaitlistJoin({ instructorId, date, sessionType, taken }: WaitlistJoinProps) {
  const { data: user } = useCurrentUser();
  const join = useJoinWaitlist();
  const [chosen, setChosen] = useState<string[]>([]);
  const [joined, setJoined] = useState<number | null>(null);
  if (taken.length === 0) return null;
  if (!user) {
    return (
      <Box>
        <h4>Times taken?</h4>
        <p>
          <Link to="/login">Sign in</Link> to join the waitlist: when a seat frees, we hold it for the first in line and e-mail them.
        </p>
      </Box>
    );
  }
  if (joined !== null) {
    return (
      <Box role="status">
        <h4>You are on the waitlist</h4>
        <p>You are number {joined} in line. When a seat frees we hold it for you and e-mail you; your waitlist is under My Sessions in your portal.</p>
      </Box>
    );
  }
  const toggle = (time: string) => setChosen((now) => (now.includes(time) ? now.filter((t) => t !== time) : [...now, time]));
  const submit = () => {
    const first = taken.find((t) => chosen.includes(t.time));
    join.mutate(
      { instructorId, sessionDate: date, times: chosen, sessionType: sessionType || 'technique', location: first?.locations[0] ?? '' },
      { onSuccess: ({ position }) => setJoined(position) },
    );
  };
  return (
    <Box>
      <h4>Join the waitlist</h4>
      <p>These times are taken. Choose the ones you could make: when a seat frees, it is held for the first in line.</p>
      <Times>
        <legend>Taken times</legend>
        {taken.map(({ time }) => (
          <label key={time}>
            <input type="checkbox" checked={chosen.includes(time)} onChange={() => toggle(time)} />
            {formatSessionTime(date, time)}
          </label>
        ))}
      </Times>
      {join.isError ? <Problem role="alert">{join.error.message}</Problem> : null}
      <div>
        <Button type="button" variant="secondary" disabled={chosen.length === 0 || join.isPending} onClick={submit}>
          {join.isPending ? 'Joining...' : 'Join the Waitlist'}
        </Button>
      </div>
    </Box>
  );
}
