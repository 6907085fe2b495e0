import { healthRecordPdfPath, useMyRecordAccessPages } from '@wsms/api-client/clinical';
import { formatBusinessMoment } from '@wsms/contracts/dates';
import { Button, Card, CardDescription, CardTitle, LoadError, LoadMore, Loading } from '@wsms/ui';
import styled from 'styled-components';

const List = styled.ul`
  margin: 0;
  padding-left: 20px;
  display: grid;
  gap: 4px;
`;

/** "Who viewed my record": every read of the record by someone other than the client. */
export function RecordAccess() {
  const access = useMyRecordAccessPages();
  return (
    <Card as="section" aria-labelledby="record-access-heading">
      <CardTitle as="h2" id="record-access-heading">Who viewed my record</CardTitle>
      {access.isPending ? (
        <Loading text="Loading who viewed your record..." />
      ) : access.isError ? (
        <LoadError message="Failed to fetch who viewed your record" onRetry={access.refetch} />
      ) : access.items.length === 0 ? (
        <CardDescription>Nobody has viewed your record yet.</CardDescription>
      ) : (
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
      )}
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
