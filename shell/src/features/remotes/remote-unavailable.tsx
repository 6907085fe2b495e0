import { Button, Card, Container, useDocumentTitle } from '@wsms/ui';
import styled from 'styled-components';

const Wrapper = styled(Container)`
  padding-top: 64px;
  padding-bottom: 64px;
  max-width: 640px;
`;

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle('Temporarily unavailable');
  return (
    <Wrapper>
      <Card role="alert">
        <h1>This section is temporarily unavailable</h1>
        <p>We couldn't load this part of the site. The rest of the site still works; please try again in a moment.</p>
        <div>
          <Button onClick={onRetry}>Retry</Button>
        </div>
      </Card>
    </Wrapper>
  );
}
