import { ApiError } from '@wsms/api-client';
import { usePlaceOrder } from '@wsms/api-client/store';
import { orderMessages, placeOrderSchema, type PlaceOrderInput } from '@wsms/contracts/catalog';
import { Button, toast } from '@wsms/ui';
import { applyServerErrors, TextField, useZodForm } from '@wsms/ui/form';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const failed = { title: 'Order Failed', description: 'Failed to place the order. Please try again.' };

/** 409 says why: placed already (elsewhere), or the item went off sale since checkout. */
function failureToast(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 409) return failed;
  const reason = error.serverMessage;
  if (reason === orderMessages.alreadyPlaced) return { title: 'Order already placed', description: 'This order has already been placed.' };
  return reason ? { title: 'Order Failed', description: reason } : failed;
}

export function PlaceOrderForm({ orderId }: { orderId: string }) {
  const place = usePlaceOrder(orderId);
  const form = useZodForm(placeOrderSchema, { defaultValues: { name: '', email: '' } });

  const placeOrder = (customer: PlaceOrderInput) =>
    place.mutate(customer, {
      onError: (error) => {
        applyServerErrors(form, error);
        toast({ ...failureToast(error), variant: 'destructive' });
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
