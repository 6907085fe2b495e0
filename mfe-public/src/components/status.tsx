import { Button, Container, LoadError, Loading } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const Screen = styled.section`
  padding: clamp(48px, 10vw, 96px) 0;
  text-align: center;
  & h1 { font-size: clamp(1.75rem, 5vw, 2.5rem); color: ${({ theme }) => theme.colors.navy}; }
  & p { color: ${({ theme }) => theme.colors.muted}; }
`;

/** A whole page replaced by a load failure ('Error Loading Team' and the like); with `onRetry`, Try again loads it again. */
export function ErrorScreen({ title, text, onRetry }: { title: string; text: string; onRetry?: () => unknown }) {
  const home = <Button as={Link} to="/" variant="secondary">Return Home</Button>;
  return (
    <Screen role={onRetry ? undefined : 'alert'}>
      <Container>
        {onRetry ? (
          <LoadError title={title} message={text} onRetry={onRetry}>{home}</LoadError>
        ) : (
          <>
            <h1>{title}</h1>
            <p>{text}</p>
            {home}
          </>
        )}
      </Container>
    </Screen>
  );
}

const Message = styled.p<{ $error?: boolean }>`
  padding: 32px 16px;
  margin: 0;
  text-align: center;
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.muted)};
`;

/** The loading, error (with Try again: the list's refetch) or empty text of a list, in its place. */
export function ListStatus({ loading, error, onRetry, empty }: { loading?: string; error?: string; onRetry?: () => unknown; empty?: string }) {
  if (loading) return <Loading text={loading} />;
  if (error && onRetry) return <Message as="div"><LoadError message={error} onRetry={onRetry} /></Message>;
  if (error) return <Message role="alert" $error>{error}</Message>;
  return <Message>{empty}</Message>;
}
