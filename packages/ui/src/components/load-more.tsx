import styled from 'styled-components';
import { Button } from './button';
import { LoadError } from './load-error';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 16px;
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface LoadMoreProps {
  /** How many items are shown now, and what they are ("bookings"): read out when a page arrives. */
  shown: number;
  noun: string;
  hasMore: boolean;
  loadMore: () => unknown;
  isLoadingMore: boolean;
  /** Loading the next page failed: the items shown stay, with Try again. */
  error?: Error | null;
}

/**
 * The foot of a paged list (with `usePagedList` of `@wsms/api-client/session`): how many are shown,
 * and a "Load more" button while more remain. It is an ordinary button, so the keyboard reaches it in
 * order after the last item; the count is a polite live region, so a screen reader hears each page.
 */
export function LoadMore({ shown, noun, hasMore, loadMore, isLoadingMore, error }: LoadMoreProps) {
  if (error) return <LoadError message={error.message} onRetry={loadMore} />;
  if (shown === 0) return null;
  return (
    <Row>
      <Status role="status" aria-live="polite">
        {hasMore ? `Showing the first ${shown} ${noun}.` : `Showing all ${shown} ${noun}.`}
      </Status>
      {hasMore && (
        <Button variant="outline" onClick={() => void loadMore()} disabled={isLoadingMore} aria-busy={isLoadingMore}>
          {isLoadingMore ? 'Loading more...' : 'Load more'}
        </Button>
      )}
    </Row>
  );
}
