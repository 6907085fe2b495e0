import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';

const Message = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 12px;
`;

export interface LoadErrorProps {
  /** The spec's failure text ('Failed to fetch bookings', 'Failed to load team members. Please try again later.'). */
  message: string;
  /** A failure that replaces a whole page gets its heading ('Error Loading Team'). */
  title?: string;
  /** Loads again: the query's `refetch`. */
  onRetry: () => unknown;
  /** Other ways on, after Try again (a page's Return Home). */
  children?: ReactNode;
}

/** A list that could not be loaded: what failed, and Try again. It takes the alignment of where it stands. */
export function LoadError({ message, title, onRetry, children }: LoadErrorProps) {
  const id = useId();
  return (
    <div role="alert">
      {title && <h1>{title}</h1>}
      <Message id={id}>{message}</Message>
      <Actions>
        <Button variant="outline" size="sm" onClick={() => void onRetry()} aria-describedby={id}>
          Try again
        </Button>
        {children}
      </Actions>
    </div>
  );
}
