import { usePlaceOrder } from '@wsms/api-client/store';
import { Button, Field, Input, toast } from '@wsms/ui';
import { placeOrderSchema } from '@wsms/contracts/catalog';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

type Values = { name: string; email: string };

export function PlaceOrderForm({ orderId }: { orderId: string }) {
  const place = usePlaceOrder(orderId);
  const [values, setValues] = useState<Values>({ name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});

  const bind = (name: keyof Values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = placeOrderSchema.safeParse(values);
    if (!result.success) {
      const next: Partial<Values> = {};
      for (const issue of result.error.issues) next[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(next);
      return;
    }
    place.mutate(result.data, {
      onError: (error) => {
        const already = (error as { status?: number }).status === 409;
        toast({
          title: already ? 'Order already placed' : 'Order Failed',
          description: already ? 'This order has already been placed.' : 'Failed to place the order. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Your details">
      <Field label="Name" error={errors.name}>
        {(c) => <Input {...c} {...bind('name')} autoComplete="name" required aria-required="true" />}
      </Field>
      <Field label="Email" error={errors.email}>
        {(c) => <Input {...c} {...bind('email')} type="email" autoComplete="email" required aria-required="true" />}
      </Field>
      <Button type="submit" size="lg" disabled={place.isPending}>{place.isPending ? 'Placing Order...' : 'Place Order'}</Button>
    </Form>
  );
}
