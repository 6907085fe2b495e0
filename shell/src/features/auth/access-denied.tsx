import { Button, Card, Container, useDocumentTitle } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const Wrapper = styled(Container)`
  max-width: 560px;
  padding-top: 64px;
  padding-bottom: 64px;
`;

export function AccessDenied() {
  useDocumentTitle('Access Denied');
  return (
    <Wrapper>
      <Card>
        <h1>Access Denied</h1>
        <p>You don't have permission to access this page.</p>
        <div>
          <Button as={Link} to="/login" variant="secondary">Go to Login</Button>
        </div>
      </Card>
    </Wrapper>
  );
}
