import { useLogin } from '@wsms/api-client';
import { loginSchema, type LoginInput } from '@wsms/contracts';
import { Button, toast } from '@wsms/ui';
import { applyServerErrors, TextField, useZodForm } from '@wsms/ui/form';
import { useNavigate } from 'react-router';
import { Form } from './form-styles';
import { roleHome } from './role-home';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useZodForm(loginSchema, { defaultValues: { username: '', password: '' } });

  const signIn = (credentials: LoginInput) =>
    login.mutate(credentials, {
      onSuccess: (user) => {
        toast({ title: 'Login Successful', description: 'Welcome back!' });
        navigate(roleHome(user.role), { replace: true });
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toast({ title: 'Login Failed', description: error.message || 'Invalid credentials', variant: 'destructive' });
      },
    });

  return (
    <Form onSubmit={form.handleSubmit(signIn)} noValidate aria-label="Login">
      <TextField form={form} name="username" label="Username" autoComplete="username" />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
      <Button type="submit" fullWidth disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  );
}
