import { useLogin } from '@wsms/api-client';
import { loginSchema, type LoginInput } from '@wsms/contracts';
import { Button, toast } from '@wsms/ui';
import { applyServerErrors, TextField, useZodForm } from '@wsms/ui/form';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Form } from './form-styles';
import { roleHome } from './role-home';

const Notice = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** How long 'Login Successful' shows (issue 38: it covered the dashboard for five seconds). */
const LOGIN_TOAST_MS = 3000;

interface LoginFormProps {
  /** Filled in after a registration, with the note that says what to do next. */
  registeredUsername?: string;
}

export function LoginForm({ registeredUsername }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useZodForm(loginSchema, { defaultValues: { username: registeredUsername ?? '', password: '' } });

  const signIn = (credentials: LoginInput) =>
    login.mutate(credentials, {
      onSuccess: (user) => {
        // Brief: the page it leads to is what the person came for.
        toast({ title: 'Login Successful', description: 'Welcome back!', durationMs: LOGIN_TOAST_MS });
        navigate(roleHome(user.role), { replace: true });
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toast({ title: 'Login Failed', description: error.message || 'Invalid credentials', variant: 'destructive' });
      },
    });

  return (
    <Form onSubmit={form.handleSubmit(signIn)} noValidate aria-label="Login">
      {registeredUsername !== undefined && (
        <Notice role="status">Account created. Check your e-mail to verify your address, then log in.</Notice>
      )}
      <TextField form={form} name="username" label="Username" autoComplete="username" />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
      <Button type="submit" fullWidth disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  );
}
