import type { AuditEntry } from '@wsms/contracts';
import { formatBusinessMoment } from '@wsms/contracts/dates';
import { Badge, Card, LoadError, Loading, LoadMore } from '@wsms/ui';
import styled from 'styled-components';
import { useAuditLogPages } from '@wsms/api-client/accounts';

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 10px;
  padding: 0;
  display: grid;
  gap: 10px;
`;

const Details = styled.details`
  color: ${({ theme }) => theme.colors.muted};
  & summary { cursor: pointer; width: fit-content; }
  & p { margin: 4px 0 0; overflow-wrap: anywhere; }
`;

const result = (entry: AuditEntry) =>
  entry.outcome === 'pending'
    ? { label: 'Outcome not recorded', variant: 'muted' as const }
    : entry.outcome === 'succeeded'
      ? { label: 'Done', variant: 'success' as const }
      : { label: 'Refused', variant: 'danger' as const };

/** What was done to what, by whom and when; the call itself (method, path, answer, fields sent) under Details. */
function Entry({ entry }: { entry: AuditEntry }) {
  const { label, variant } = result(entry);
  const changes = Object.entries(entry.changes);
  return (
    <Card as="li" style={{ gap: 6 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
        {/* An auth service older than this page sends no sentence: the route's summary stands in. */}
        <strong style={{ overflowWrap: 'anywhere' }}>{entry.description || entry.action}</strong>
        <Badge $variant={variant}>{label}</Badge>
      </div>
      <Meta>
        by {entry.actor.name} ({entry.actor.username}) · <time dateTime={entry.at}>{formatBusinessMoment(entry.at)}</time> · {entry.service}
      </Meta>
      <Details>
        <summary>Details</summary>
        <p>{entry.action}</p>
        <p>
          {entry.method} {entry.path}
          {entry.target && !entry.path.endsWith(`/${entry.target}`) && !entry.path.includes(`/${entry.target}/`) ? ` → ${entry.target}` : ''}
          {entry.status !== null ? ` · answered ${entry.status}` : ''}
        </p>
        {changes.length > 0 && <p>{changes.map(([field, value]) => `${field}: ${value}`).join(' · ')}</p>}
      </Details>
    </Card>
  );
}

/** Who did what, when, to which record: every admin write in every service, newest first, a page at a time (Load more). */
export function AuditLog() {
  const log = useAuditLogPages();
  if (log.isPending) return <Loading text="Loading the audit log..." />;
  if (log.isError) return <LoadError message="Failed to fetch audit log" onRetry={log.refetch} />;
  return (
    <>
      {log.unavailable.length > 0 && (
        <p role="alert">Entries from {log.unavailable.join(', ')} could not be loaded right now; they are kept and will show again.</p>
      )}
      {log.entries.length === 0 && <p>No admin changes recorded yet.</p>}
      <List>{log.entries.map((entry) => <Entry key={`${entry.service}-${entry.id}`} entry={entry} />)}</List>
      <LoadMore shown={log.entries.length} noun="entries" hasMore={log.hasMore} loadMore={log.loadMore} isLoadingMore={log.isLoadingMore} error={log.loadMoreError} />
    </>
  );
}
