import { useRegister } from '@wsms/api-client';
import { registerSchema } from '@wsms/contracts';
import { Button, Field, Input, toast } from '@wsms/ui';
import type { FormEvent } from 'react';
import { Form, Row } from './form-styles';
import { useSchemaForm } from './use-schema-form';

const empty = { username: '', email: '', password: '', firstName: '', lastName: '' };

export function RegisterForm() {
  const registration = useRegister();
  const { errors, field, validate, reset } = useSchemaForm(registerSchema, empty);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    const { role: _ignored, ...body } = input;
    registration.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Registration Successful', description: 'Account created! You can now log in.' });
        reset();
      },
      onError: (error) => {
        toast({ title: 'Registration Failed', description: error.message || 'Registration failed', variant: 'destructive' });
      },
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Register">
      <Row>
        <Field label="First Name" error={errors.firstName}>
          {(c) => <Input {...c} {...field('firstName')} autoComplete="given-name" />}
        </Field>
        <Field label="Last Name" error={errors.lastName}>
          {(c) => <Input {...c} {...field('lastName')} autoComplete="family-name" />}
        </Field>
      </Row>
      <Field label="Username" error={errors.username}>
        {(c) => <Input {...c} {...field('username')} autoComplete="username" />}
      </Field>
      <Field label="Email" error={errors.email}>
        {(c) => <Input {...c} {...field('email')} type="email" autoComplete="email" />}
      </Field>
      <Field label="Password" error={errors.password}>
        {(c) => <Input {...c} {...field('password')} type="password" autoComplete="new-password" />}
      </Field>
      <Button type="submit" fullWidth disabled={registration.isPending}>
        {registration.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
