import { LoadError, LoadMore, Loading } from '@wsms/ui';
import { useContactMessages } from '@wsms/api-client/contact';
import { TabHeading } from '../../../components/tab-heading';
import { MessageItem } from './message-item';
import { OutboxList } from './outbox-list';

export function InboxTab() {
  const inbox = useContactMessages();
  const { isPending, isError, refetch } = inbox;
  const data = isPending || isError ? undefined : inbox.items;
  const unread = data?.filter((m) => !m.read).length ?? 0;
  return (
    <>
      <section aria-labelledby="inbox-heading">
        <TabHeading id="inbox-heading" title={data ? `Contact messages (${unread} unread)` : 'Contact messages'} />
        {isPending && <Loading text="Loading messages..." />}
        {isError && <LoadError message="Failed to fetch messages" onRetry={refetch} />}
        {data && data.length === 0 && <p>No messages yet.</p>}
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
