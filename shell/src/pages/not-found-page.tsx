import { Button, Card, Container, useDocumentTitle } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const Wrapper = styled(Container)`
  max-width: 560px;
  padding-top: 64px;
  padding-bottom: 64px;
`;

export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    <Wrapper>
      <Card>
        <h1>404 Page Not Found</h1>
        <p>Did you forget to add the page to the router?</p>
        <div>
          <Button as={Link} to="/" variant="secondary">Back to Home</Button>
        </div>
      </Card>
    </Wrapper>
  );
}
