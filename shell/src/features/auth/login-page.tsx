// First: configures zod for the site's CSP before the forms' schemas are used (kept out of the
// first visit's bundle: only these lazy pages parse with zod).
import '@wsms/contracts/browser';
import { Card, Container, Tabs, useDocumentTitle } from '@wsms/ui';
import styled from 'styled-components';
import { AccessLevels } from './access-levels';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const Wrapper = styled(Container)`
  max-width: 520px;
  padding-top: 48px;
  padding-bottom: 64px;
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export default function LoginPage() {
  useDocumentTitle('Login');
  return (
    <Wrapper>
      <Card>
        <h1>Welcome</h1>
        <Intro>Sign in to your training portal or dashboard, or create a client account.</Intro>
        <Tabs
          label="Account"
          items={[
            { id: 'login', label: 'Login', content: <LoginForm /> },
            { id: 'register', label: 'Register', content: <RegisterForm /> },
          ]}
        />
        <AccessLevels />
      </Card>
    </Wrapper>
  );
}
