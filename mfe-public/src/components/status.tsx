import { Button, Container, Loading } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const Screen = styled.section`
  padding: clamp(48px, 10vw, 96px) 0;
  text-align: center;
  & h1 { font-size: clamp(1.75rem, 5vw, 2.5rem); color: ${({ theme }) => theme.colors.navy}; }
  & p { color: ${({ theme }) => theme.colors.muted}; }
`;

/** A whole page replaced by a load failure ('Error Loading Team' and the like). */
export function ErrorScreen({ title, text }: { title: string; text: string }) {
  return (
    <Screen role="alert">
      <Container>
        <h1>{title}</h1>
        <p>{text}</p>
        <Button as={Link} to="/" variant="secondary">Return Home</Button>
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

/** The loading, error or empty text of a list, in its place. */
export function ListStatus({ loading, error, empty }: { loading?: string; error?: string; empty?: string }) {
  if (loading) return <Loading text={loading} />;
  if (error) return <Message role="alert" $error>{error}</Message>;
  return <Message>{empty}</Message>;
}
