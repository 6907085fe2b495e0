import type { AuditEntry } from '@wsms/contracts';
import { Badge, Button, Card, Loading } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format';
import { AUDIT_PAGE, useAuditPage } from '../api/roles';

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
        {entry.target && !entry.path.endsWith(`/${entry.target}`) && !entry.path.includes(`/${entry.target}/`) ? ` → ${entry.target}` : ''}
      </Meta>
      {changes.length > 0 && <Meta>{changes.map(([field, value]) => `${field}: ${value}`).join(' · ')}</Meta>}
    </Card>
  );
}

function AuditPage({ before, isLast, onOlder }: { before?: string; isLast: boolean; onOlder: (before: string) => void }) {
  const { data, isPending, isError } = useAuditPage(before);
  if (isPending) return <Loading text="Loading the audit log..." />;
  if (isError) return <p role="alert">Failed to fetch audit log</p>;
  const oldest = data.entries.at(-1);
  return (
    <>
      {data.unavailable.length > 0 && (
        <p role="alert">Entries from {data.unavailable.join(', ')} could not be loaded right now; they are kept and will show again.</p>
      )}
      {!before && data.entries.length === 0 && <p>No admin changes recorded yet.</p>}
      <List>{data.entries.map((entry) => <Entry key={`${entry.service}-${entry.id}`} entry={entry} />)}</List>
      {isLast && oldest && data.entries.length === AUDIT_PAGE && (
        <Button variant="outline" onClick={() => onOlder(oldest.at)}>Show older entries</Button>
      )}
    </>
  );
}

/** Who did what, when, to which record: every admin write in every service, newest first, a page at a time. */
export function AuditLog() {
  const [pages, setPages] = useState<Array<string | undefined>>([undefined]);
  return (
    <>
      {pages.map((before, index) => (
        <AuditPage key={before ?? 'newest'} before={before} isLast={index === pages.length - 1} onOlder={(at) => setPages([...pages, at])} />
      ))}
    </>
  );
}
