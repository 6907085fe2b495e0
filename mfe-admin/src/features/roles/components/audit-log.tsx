import type { AuditEntry } from '@wsms/contracts';
import { Badge, Button, Card, Loading } from '@wsms/ui';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format';
import { useAuditLog } from '../api/roles';

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const result = (entry: AuditEntry) =>
  entry.outcome === 'pending'
    ? { label: 'Outcome not recorded', variant: 'muted' as const }
    : entry.outcome === 'succeeded'
      ? { label: `Done (${entry.status})`, variant: 'success' as const }
      : { label: `Refused (${entry.status})`, variant: 'danger' as const };

function Entry({ entry }: { entry: AuditEntry }) {
  const { label, variant } = result(entry);
  const changes = Object.entries(entry.changes);
  return (
    <Card as="li" style={{ gap: 6 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
        <strong>{entry.action}</strong>
        <Badge $variant={variant}>{label}</Badge>
      </div>
      <Meta>
        {entry.actor.name} ({entry.actor.username}) · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.service}
      </Meta>
      <Meta>
        {entry.method} {entry.path}
        {entry.target && entry.target !== entry.path.split('/').pop() ? ` → ${entry.target}` : ''}
      </Meta>
      {changes.length > 0 && (
        <Meta>{changes.map(([field, value]) => `${field}: ${value}`).join(' · ')}</Meta>
      )}
    </Card>
  );
}

/** Who did what, when, to which record: every admin write in every service, newest first. */
export function AuditLog() {
  const { data, isPending, isError, fetchNextPage, hasNextPage, isFetchingNextPage } = useAuditLog();
  if (isPending) return <Loading text="Loading the audit log..." />;
  if (isError) return <p role="alert">Failed to fetch audit log</p>;
  const entries = data.pages.flatMap((page) => page.entries);
  const unavailable = [...new Set(data.pages.flatMap((page) => page.unavailable))];
  return (
    <>
      {unavailable.length > 0 && (
        <p role="alert">Entries from {unavailable.join(', ')} could not be loaded right now; they are kept and will show again.</p>
      )}
      {entries.length === 0 && <p>No admin changes recorded yet.</p>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
        {entries.map((entry) => <Entry key={`${entry.service}-${entry.id}`} entry={entry} />)}
      </ul>
      {hasNextPage && (
        <Button variant="outline" onClick={() => fetchNextPage()} disabled={isFetchingNextPage} style={{ marginTop: 16 }}>
          {isFetchingNextPage ? 'Loading...' : 'Show older entries'}
        </Button>
      )}
    </>
  );
}
