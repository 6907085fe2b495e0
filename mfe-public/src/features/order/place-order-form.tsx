import { usePlaceOrder } from '@wsms/api-client/store';
import { placeOrderSchema, type PlaceOrderInput } from '@wsms/contracts/catalog';
import { Button, toast } from '@wsms/ui';
import { applyServerErrors, TextField, useZodForm } from '@wsms/ui/form';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export function PlaceOrderForm({ orderId }: { orderId: string }) {
  const place = usePlaceOrder(orderId);
  const form = useZodForm(placeOrderSchema, { defaultValues: { name: '', email: '' } });

  const placeOrder = (customer: PlaceOrderInput) =>
    place.mutate(customer, {
      onError: (error) => {
        applyServerErrors(form, error);
        const already = (error as { status?: number }).status === 409;
        toast({
          title: already ? 'Order already placed' : 'Order Failed',
          description: already ? 'This order has already been placed.' : 'Failed to place the order. Please try again.',
          variant: 'destructive',
        });
      },
    });

  return (
    <Form onSubmit={form.handleSubmit(placeOrder)} noValidate aria-label="Your details">
      <TextField form={form} name="name" label="Name" autoComplete="name" required />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <Button type="submit" size="lg" disabled={place.isPending}>{place.isPending ? 'Placing Order...' : 'Place Order'}</Button>
    </Form>
  );
}
