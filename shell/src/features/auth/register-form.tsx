import { useRegister } from '@wsms/api-client';
import { registerSchema, type RegisterInput } from '@wsms/contracts';
import { Button, toast } from '@wsms/ui';
import { applyServerErrors, TextField, useZodForm } from '@wsms/ui/form';
import { Form, Row } from './form-styles';

const empty = { username: '', email: '', password: '', firstName: '', lastName: '' };

interface RegisterFormProps {
  /** Called with the new account's username once it exists (the page then opens Login with it). */
  onRegistered?: (username: string) => void;
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const registration = useRegister();
  const form = useZodForm(registerSchema, { defaultValues: empty });

  const createAccount = ({ role: _ignored, ...body }: RegisterInput) =>
    registration.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Registration Successful', description: 'Account created! You can now log in.' });
        form.reset();
        onRegistered?.(body.username);
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toast({ title: 'Registration Failed', description: error.message || 'Failed to create account', variant: 'destructive' });
      },
    });

  return (
    <Form onSubmit={form.handleSubmit(createAccount)} noValidate aria-label="Register">
      <Row>
        <TextField form={form} name="firstName" label="First Name" autoComplete="given-name" />
        <TextField form={form} name="lastName" label="Last Name" autoComplete="family-name" />
      </Row>
      <TextField form={form} name="username" label="Username" autoComplete="username" />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="new-password" />
      <Button type="submit" fullWidth disabled={registration.isPending}>
        {registration.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
