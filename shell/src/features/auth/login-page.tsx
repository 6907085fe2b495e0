// First: configures zod for the site's CSP before the forms' schemas are used (kept out of the
// first visit's bundle: only these lazy pages parse with zod).
import '@wsms/contracts/browser';
import { Card, Container, Tabs, useDocumentTitle } from '@wsms/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
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

/** Paths that open the page on its Register tab (the shell routes them here). */
const registerPaths = ['/register', '/signup'] as const;

export default function LoginPage() {
  const { pathname } = useLocation();
  const [tab, setTab] = useState<string>(() => ((registerPaths as readonly string[]).includes(pathname) ? 'register' : 'login'));
  // Set after Create Account: Login opens with the new username filled in (a new key remounts it).
  const [registered, setRegistered] = useState<{ username: string; count: number }>();
  useDocumentTitle(tab === 'register' ? 'Register' : 'Login');
  const onRegistered = (username: string) => {
    setRegistered((previous) => ({ username, count: (previous?.count ?? 0) + 1 }));
    setTab('login');
  };
  return (
    <Wrapper>
      <Card>
        <h1>Welcome</h1>
        <Intro>Sign in to your training portal or dashboard, or create a client account.</Intro>
        <Tabs
          label="Account"
          value={tab}
          onValueChange={setTab}
          items={[
            { id: 'login', label: 'Login', content: <LoginForm key={registered?.count ?? 0} registeredUsername={registered?.username} /> },
            { id: 'register', label: 'Register', content: <RegisterForm onRegistered={onRegistered} /> },
          ]}
        />
        <AccessLevels />
      </Card>
    </Wrapper>
  );
}
