import { healthRecordPdfPath, useMyRecordAccessPages, useMyRecordVisitPages } from '@wsms/api-client/clinical';
import { formatBusinessMoment } from '@wsms/contracts/dates';
import { Button, Card, CardDescription, CardTitle, LoadError, LoadMore, Loading } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  margin: 0;
  padding-left: 20px;
  display: grid;
  gap: 4px;
`;

/** 'intake, clinical notes and injuries'. */
const areas = (what: readonly string[]) => (what.length < 2 ? what.join('') : `${what.slice(0, -1).join(', ')} and ${what[what.length - 1]}`);

/** One row per viewer and visit: what they read, from when (and until when, when they read more than once). */
function Visits() {
  const visits = useMyRecordVisitPages();
  if (visits.isPending) return <Loading text="Loading who viewed your record..." />;
  if (visits.isError) return <LoadError message="Failed to fetch who viewed your record" onRetry={visits.refetch} />;
  if (visits.items.length === 0) return <CardDescription>Nobody has viewed your record yet.</CardDescription>;
  return (
    <>
      <List aria-label="Record visits">
        {visits.items.map((visit) => (
          <li key={`${visit.from}-${visit.viewer.name}`}>
            <time dateTime={visit.from}>{formatBusinessMoment(visit.from)}</time>: {visit.viewer.name} ({visit.viewer.role}) viewed your {areas(visit.what)}
            {visit.reads > 1 && <> ({visit.reads} reads, until <time dateTime={visit.to}>{formatBusinessMoment(visit.to, 'short')}</time>)</>}
          </li>
        ))}
      </List>
      <LoadMore shown={visits.items.length} noun="visits" hasMore={visits.hasMore} loadMore={visits.loadMore} isLoadingMore={visits.isLoadingMore} error={visits.loadMoreError} />
    </>
  );
}

/** Every read, one row each. */
function FullLog() {
  const access = useMyRecordAccessPages();
  if (access.isPending) return <Loading text="Loading the full log..." />;
  if (access.isError) return <LoadError message="Failed to fetch who viewed your record" onRetry={access.refetch} />;
  if (access.items.length === 0) return <CardDescription>Nobody has viewed your record yet.</CardDescription>;
  return (
    <>
      <List aria-label="Record views">
        {access.items.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <time dateTime={entry.at}>{formatBusinessMoment(entry.at)}</time>: {entry.viewer.name} ({entry.viewer.role}) viewed your {entry.what}
          </li>
        ))}
      </List>
      <LoadMore shown={access.items.length} noun="record views" hasMore={access.hasMore} loadMore={access.loadMore} isLoadingMore={access.isLoadingMore} error={access.loadMoreError} />
    </>
  );
}

/** "Who viewed my record": one row per viewer and visit; every read by someone other than the client one click away. */
export function RecordAccess() {
  const [full, setFull] = useState(false);
  return (
    <Card as="section" aria-labelledby="record-access-heading">
      <CardTitle as="h2" id="record-access-heading">Who viewed my record</CardTitle>
      {full ? <FullLog /> : <Visits />}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => setFull(!full)}>{full ? 'Show visits' : 'Show full log'}</Button>
      </div>
    </Card>
  );
}

export function DownloadRecord() {
  return (
    <div>
      <Button as="a" href={healthRecordPdfPath()} download="health-record.pdf" variant="outline">Download my health record (PDF)</Button>
    </div>
  );
}
