import { useClaimWaitlistOffer, useLeaveWaitlist, useMyWaitlistPages } from '@wsms/api-client/booking';
import type { WaitlistEntry } from '@wsms/contracts';
import { formatBusinessMoment, formatCalendarDate, formatSessionTime } from '@wsms/contracts/dates';
import { locationLabel, sessionTypeLabel, waitlistStatusLabel } from '@wsms/contracts/vocabulary';
import { Badge, Button, Card, Dialog, FactList as Facts, LoadError, LoadMore, Loading, toast } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { CardGrid } from '../../components/card-grid';
import { CardTop as Top } from '../../components/card-parts';

const Section = styled.section`
  margin-top: 32px;
  & > h2 { margin: 0 0 12px; font-size: 1.25rem; }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const DialogActions = styled(Actions)`
  justify-content: flex-end;
`;

const active = (e: WaitlistEntry) => e.status === 'waiting' || e.status === 'offered';

function LeaveDialog({ entry, onClose }: { entry: WaitlistEntry; onClose: () => void }) {
  const leave = useLeaveWaitlist();
  const offered = entry.status === 'offered';
  const confirm = () =>
    leave.mutate(entry.id, {
      onSuccess: () => {
        toast({ title: 'You left the waitlist', description: offered ? 'The held seat goes to the next person in line.' : undefined });
        onClose();
      },
      onError: (error) => toast({ title: 'Could not leave the waitlist', description: error.message, variant: 'destructive' }),
    });
  return (
    <Dialog
      open
      onClose={onClose}
      title="Leave Waitlist"
      description={offered ? 'The seat held for you goes to the next person in line.' : 'You will no longer be offered a seat for these times.'}
    >
      <DialogActions>
        <Button type="button" variant="outline" onClick={onClose}>Stay on Waitlist</Button>
        <Button type="button" variant="destructive" disabled={leave.isPending} onClick={confirm}>
          {leave.isPending ? 'Working...' : 'Leave Waitlist'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function EntryCard({ entry }: { entry: WaitlistEntry }) {
  const [leaving, setLeaving] = useState(false);
  const claim = useClaimWaitlistOffer();
  const date = entry.sessionDate;
  const claimSeat = () =>
    claim.mutate(
      { id: entry.id },
      {
        onSuccess: ({ checkoutUrl }) => {
          if (checkoutUrl) window.location.assign(checkoutUrl);
          else toast({ title: 'Seat booked', description: 'It is in your upcoming sessions.' });
        },
        onError: (error) => toast({ title: 'Could not claim the seat', description: error.message, variant: 'destructive' }),
      },
    );
  return (
    <Card as="article" aria-label={`Waitlist for ${entry.instructorName} on ${formatCalendarDate(date)}`}>
      <Top>
        <h3>{formatCalendarDate(date)}</h3>
        {entry.status === 'offered' ? <Badge $variant="success">{waitlistStatusLabel(entry.status)}</Badge> : <Muted>{waitlistStatusLabel(entry.status)}</Muted>}
      </Top>
      <Facts>
        <dt>Times</dt>
        <dd>{entry.times.map((time) => formatSessionTime(date, time)).join(', ')}</dd>
        <dt>Instructor</dt>
        <dd>{entry.instructorName}</dd>
        <dt>Location</dt>
        <dd>{locationLabel(entry.location)}</dd>
        <dt>Session</dt>
        <dd>{sessionTypeLabel(entry.sessionType)}</dd>
        {entry.position !== null ? (
          <>
            <dt>Position</dt>
            <dd>{entry.position}</dd>
          </>
        ) : null}
      </Facts>
      {entry.offer ? (
        <p>
          A seat at {formatSessionTime(date, entry.offer.time)} is held for you until {formatBusinessMoment(entry.offer.expiresAt, 'short')}. If you do not
          claim it by then, it goes to the next person in line.
        </p>
      ) : null}
      {active(entry) ? (
        <Actions>
          {entry.offer ? (
            <Button type="button" disabled={claim.isPending} onClick={claimSeat}>
              {claim.isPending ? 'Claiming...' : 'Claim Seat'}
            </Button>
          ) : null}
          <Button type="button" variant="outline" onClick={() => setLeaving(true)}>Leave Waitlist</Button>
        </Actions>
      ) : null}
      {leaving ? <LeaveDialog entry={entry} onClose={() => setLeaving(false)} /> : null}
    </Card>
  );
}

/** The client's waitlist entries (GET /api/user/waitlist), below their sessions: claim a held seat, or leave. */
export function MyWaitlist() {
  const entries = useMyWaitlistPages();
  return (
    <Section id="waitlist" aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">My Waitlist</h2>
      {entries.isPending ? (
        <Loading text="Loading waitlist..." />
      ) : entries.isError ? (
        <LoadError message="Failed to fetch your waitlist" onRetry={entries.refetch} />
      ) : entries.items.length === 0 ? (
        <Muted>You are not on any waitlist. When a time you want is taken, join its waitlist from the booking page.</Muted>
      ) : (
        <>
          <CardGrid aria-label="Waitlist entries">
            {entries.items.map((entry) => (
              <li key={entry.id}>
                <EntryCard entry={entry} />
              </li>
            ))}
          </CardGrid>
          <LoadMore shown={entries.items.length} noun="waitlist entries" hasMore={entries.hasMore} loadMore={entries.loadMore} isLoadingMore={entries.isLoadingMore} error={entries.loadMoreError} />
        </>
      )}
    </Section>
  );
}
