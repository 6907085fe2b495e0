import { Button, Card, Container } from '@wsms/ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

const Wrapper = styled(Container)`
  max-width: 560px;
  padding-top: 64px;
  padding-bottom: 64px;
`;

const TITLE = '404 Page Not Found';

export function NotFoundPage() {
  // Spec 2: the page is titled '404 Page Not Found', the tab as well (no site name after it).
  useEffect(() => {
    document.title = TITLE;
  }, []);
  return (
    <Wrapper>
      <Card>
        <h1>{TITLE}</h1>
        <p>Did you forget to add the page to the router?</p>
        <div>
          <Button as={Link} to="/" variant="secondary">Back to Home</Button>
        </div>
      </Card>
    </Wrapper>
  );
}
