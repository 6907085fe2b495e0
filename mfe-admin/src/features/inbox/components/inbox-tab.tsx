import { LoadError, LoadMore, Loading, SearchBox, useUrlFilter } from '@wsms/ui';
import { useContactCounts, useContactMessages } from '@wsms/api-client/contact';
import { TabHeading } from '../../../components/tab-heading';
import { MessageItem } from './message-item';
import { OutboxList } from './outbox-list';

export function InboxTab() {
  const [q] = useUrlFilter('q');
  const inbox = useContactMessages({ q });
  const { isPending, isError, refetch } = inbox;
  const data = isPending || isError ? undefined : inbox.items;
  // Counted by the service: the pages loaded hold only the newest messages.
  const counts = useContactCounts();
  return (
    <>
      <section aria-labelledby="inbox-heading">
        <TabHeading id="inbox-heading" title={counts.data ? `Contact messages (${counts.data.unread} unread)` : 'Contact messages'} />
        <SearchBox label="Search messages by sender's name or e-mail" hint="A first or last name, a whole name or an e-mail" />
        {isPending && <Loading text="Loading messages..." />}
        {isError && <LoadError message="Failed to fetch messages" onRetry={refetch} />}
        {data && data.length === 0 && (q ? <p role="status">No messages match “{q}”.</p> : <p>No messages yet.</p>)}
        {data && data.length > 0 && (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
            {data.map((message) => <MessageItem key={message.id} message={message} />)}
          </ul>
        )}
        {data && <LoadMore shown={data.length} noun="messages" hasMore={inbox.hasMore} loadMore={inbox.loadMore} isLoadingMore={inbox.isLoadingMore} error={inbox.loadMoreError} />}
      </section>
      <section aria-labelledby="outbox-heading" style={{ marginTop: 40 }}>
        <TabHeading id="outbox-heading" title="E-mail outbox" />
        <OutboxList />
      </section>
    </>
  );
}
