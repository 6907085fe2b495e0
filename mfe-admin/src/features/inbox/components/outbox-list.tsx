import { formatBusinessMoment } from '@wsms/contracts/dates';
import { Badge, Card, LoadError, LoadMore, Loading } from '@wsms/ui';
import { ApiError } from '@wsms/api-client/session';
import { useOutboxPages } from '@wsms/api-client/booking';
import type { OutboxEmail } from '@wsms/contracts';

const stateOf = (email: OutboxEmail) =>
  email.sentAt ? { label: 'Sent', variant: 'success' as const } : { label: email.lastError ? 'Retrying' : 'Waiting', variant: 'muted' as const };

/** The e-mails the site has sent or is sending (readable here when no SMTP server takes them). */
export function OutboxList() {
  const outbox = useOutboxPages();
  const { isPending, isError, error, refetch, items: data } = outbox;
  if (isPending) return <Loading text="Loading e-mails..." />;
  if (isError && error instanceof ApiError && error.status === 404) return <p>The e-mail outbox is not available in this deployment.</p>;
  if (isError) return <LoadError message="Failed to fetch e-mails" onRetry={refetch} />;
  if (data.length === 0) return <p>No e-mails yet.</p>;
  return (
    <>
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {data.map((email) => {
        const state = stateOf(email);
        return (
          <Card as="li" key={email.id}>
            <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
              <strong style={{ overflowWrap: 'anywhere' }}>{email.subject}</strong>
              <Badge $variant={state.variant}>{state.label}</Badge>
            </div>
            <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
              To {email.to} · <time dateTime={email.createdAt}>{formatBusinessMoment(email.createdAt)}</time>
            </p>
            <details>
              <summary>Show the e-mail</summary>
              <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{email.text}</p>
            </details>
          </Card>
        );
      })}
    </ul>
    <LoadMore shown={data.length} noun="e-mails" hasMore={outbox.hasMore} loadMore={outbox.loadMore} isLoadingMore={outbox.isLoadingMore} error={outbox.loadMoreError} />
    </>
  );
}
