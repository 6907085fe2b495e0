import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, never } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { act } from 'react';
import { buildOrder } from '../testing/builders';
import { renderRoute } from '../testing/render-route';

describe('Embedded store order page', () => {
  afterEach(() => act(() => resetToasts()));

  test('When the order is loading, then "Loading order..." shows', async () => {
    mockFetch({ 'GET /api/orders/tok123': never });
    renderRoute('/shop/order/tok123');
    expect(await screen.findByText('Loading order...')).toBeInTheDocument();
  });

  test('When the order id is unknown, then Order Not Found shows', async () => {
    mockFetch({ 'GET /api/orders/nope': { status: 404, body: { message: 'Order not found' } } });
    renderRoute('/shop/order/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Not Found' })).toBeInTheDocument();
  });

  test('When the order cannot be loaded, then Error Loading Order shows', async () => {
    mockFetch({ 'GET /api/orders/tok123': { status: 500 } });
    renderRoute('/shop/order/tok123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Order' })).toBeInTheDocument();
  });

  test('When a pending order is placed with a name and e-mail, then the confirmation replaces the form', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/orders/tok123': { body: buildOrder() },
      'POST /api/orders/tok123/place': { body: buildOrder({ status: 'placed', customerName: 'Ana Lima', placedAt: '2025-01-02T00:00:00.000Z' }) },
    });
    renderRoute('/shop/order/tok123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const summary = screen.getByRole('heading', { name: 'Performance Training Tee' }).parentElement!;
    expect(summary).toHaveTextContent('M');
    expect(summary).toHaveTextContent('Quantity1');
    expect(summary).toHaveTextContent('Total$32.00 USD');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ana Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Placed' })).toBeInTheDocument();
    expect(screen.getByText('Thank you, Ana Lima! Your order has been placed.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Awaiting payment at the gym' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/orders/tok123/place');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'Ana Lima', email: 'ana@example.com' });
  });

  test('When only the e-mail is wrong, then focus moves to it and nothing is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /api/orders/tok123': { body: buildOrder() } });
    renderRoute('/shop/order/tok123');
    await user.type(await screen.findByLabelText('Name'), 'Ana Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/orders/tok123/place')).toBe(false);
  });

  test('When the order was already placed elsewhere, then the toast says so', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/orders/tok123': { body: buildOrder() },
      'POST /api/orders/tok123/place': { status: 409, body: { message: 'Order already placed' } },
    });
    renderRoute('/shop/order/tok123');
    await user.type(await screen.findByLabelText('Name'), 'Ana Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('This order has already been placed.')).toBeInTheDocument();
    expect(screen.getByText('Order already placed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  test("When a digital product's order is placed but not paid, then the page says it awaits payment at the gym and grants nothing yet", async () => {
    mockFetch({ 'GET /api/orders/tok123': { body: buildOrder({ status: 'placed', digital: true, customerName: 'Ana Lima', placedAt: '2025-01-02T00:00:00.000Z' }) } });
    renderRoute('/shop/order/tok123');
    await screen.findByRole('heading', { name: 'Awaiting payment at the gym' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your digital content opens in your Training Portal once the order is paid.');
    expect(screen.queryByRole('link', { name: 'Open Training Portal' })).not.toBeInTheDocument();
  });

  test("When a digital product's order has been paid, then the page says so and leads to the Training Portal", async () => {
    mockFetch({ 'GET /api/orders/tok123': { body: buildOrder({ status: 'placed', digital: true, placedAt: '2025-01-02T00:00:00.000Z', paidAt: '2025-01-03T15:00:00.000Z' }) } });
    renderRoute('/shop/order/tok123');
    expect(await screen.findByRole('heading', { name: 'Paid' })).toBeInTheDocument();
    expect(screen.getByText('Payment received on January 3, 2025.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Training Portal' })).toHaveAttribute('href', '/client-portal?tab=digital');
  });

  test('When the item went off sale since checkout, then the toast says it is no longer available', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/orders/tok123': { body: buildOrder() },
      'POST /api/orders/tok123/place': { status: 409, body: { message: 'This item is no longer available' } },
    });
    renderRoute('/shop/order/tok123');
    await user.type(await screen.findByLabelText('Name'), 'Ana Lima');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('This item is no longer available')).toBeInTheDocument();
    expect(screen.getByText('Order Failed')).toBeInTheDocument();
  });
});
