import { useLogin } from '@wsms/api-client';
import { loginSchema } from '@wsms/contracts';
import { Button, Field, Input, toast } from '@wsms/ui';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Form } from './form-styles';
import { roleHome } from './role-home';
import { useSchemaForm } from './use-schema-form';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const { errors, field, validate } = useSchemaForm(loginSchema, { username: '', password: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = validate();
    if (!credentials) return;
    login.mutate(credentials, {
      onSuccess: (user) => {
        toast({ title: 'Login Successful', description: 'Welcome back!' });
        navigate(roleHome(user.role), { replace: true });
      },
      onError: (error) => {
        toast({ title: 'Login Failed', description: error.message || 'Invalid credentials', variant: 'destructive' });
      },
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Login">
      <Field label="Username" error={errors.username}>
        {(c) => <Input {...c} {...field('username')} autoComplete="username" />}
      </Field>
      <Field label="Password" error={errors.password}>
        {(c) => <Input {...c} {...field('password')} type="password" autoComplete="current-password" />}
      </Field>
      <Button type="submit" fullWidth disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  );
}
