import type { Role } from '@wsms/contracts';
import { Button, Card, Container, useDocumentTitle } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { roleHome, roleHomeName } from './role-home';

const Wrapper = styled(Container)`
  max-width: 560px;
  padding-top: 64px;
  padding-bottom: 64px;
`;

/**
 * Spec 'Guard outputs'. A signed-out visitor is offered the spec's Go to Login; someone signed in with
 * the wrong role is offered their own home instead (logging in again would not help them).
 */
export function AccessDenied({ signedInAs }: { signedInAs?: Role }) {
  useDocumentTitle('Access Denied');
  return (
    <Wrapper>
      <Card>
        <h1>Access Denied</h1>
        <p>You don't have permission to access this page.</p>
        <div>
          {signedInAs ? (
            <Button as={Link} to={roleHome(signedInAs)} variant="secondary">Go to {roleHomeName(signedInAs)}</Button>
          ) : (
            <Button as={Link} to="/login" variant="secondary">Go to Login</Button>
          )}
        </div>
      </Card>
    </Wrapper>
  );
}
