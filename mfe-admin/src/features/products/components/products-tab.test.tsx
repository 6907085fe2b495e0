import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failsFirst, mockFetch } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { act } from 'react';
import { admin, buildOrder } from '../../../testing/builders';
import { wasCalled } from '../../../testing/fetch-calls';
import { renderRoute } from '../../../testing/render-route';

afterEach(() => act(() => resetToasts()));

const paidAt = '2030-01-08T10:00:00.000Z';

describe('the Products tab: orders', () => {
  test('When orders are listed, then each shows its status, and only a placed, unpaid one offers Mark Paid', async () => {
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/products': { body: [] },
      'GET /api/orders': {
        body: [
          buildOrder({ productName: 'Fight Week Guide', digital: true, customerName: 'Jamie Rivera', customerEmail: 'jamie@example.com', amount: '9.00' }),
          buildOrder({ productName: 'Rash Guard', paidAt }),
          buildOrder({ productName: 'Gloves', status: 'pending', placedAt: null, customerName: null, customerEmail: null }),
        ],
      },
    });
    renderRoute('/admin?tab=products');

    const orders = within(await screen.findByRole('list', { name: 'Orders' }));
    const guide = orders.getByRole('listitem', { name: 'Fight Week Guide' });
    expect(guide).toHaveTextContent('Awaiting payment');
    expect(guide).toHaveTextContent('$9.00 · Digital content');
    expect(guide).toHaveTextContent('Jamie Rivera · jamie@example.com · Placed');
    expect(within(guide).getByRole('button', { name: 'Mark Paid', description: 'Fight Week Guide' })).toBeInTheDocument();
    expect(orders.getByRole('listitem', { name: 'Rash Guard' })).toHaveTextContent('Paid');
    expect(orders.getByRole('listitem', { name: 'Gloves' })).toHaveTextContent('Not placed');
    expect(orders.getAllByRole('button', { name: 'Mark Paid' })).toHaveLength(1);
  });

  test('When Mark Paid is pressed, then nothing is recorded until it is confirmed; then a toast says so and the order shows Paid', async () => {
    const user = userEvent.setup();
    const order = buildOrder({ productName: 'Fight Week Guide', customerName: 'Jamie Rivera', amount: '9.00', digital: true });
    let paid = false;
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/products': { body: [] },
      'GET /api/orders': () => ({ body: [{ ...order, paidAt: paid ? paidAt : null }] }),
      [`POST /api/orders/${order.id}/paid`]: () => {
        paid = true;
        return { body: { ...order, paidAt } };
      },
    });
    renderRoute('/admin?tab=products');

    await user.click(await screen.findByRole('button', { name: 'Mark Paid', description: 'Fight Week Guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark order paid?' });
    expect(dialog).toHaveAccessibleDescription('Jamie Rivera paid $9.00 for Fight Week Guide at the gym. They get the digital content at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(wasCalled(fetchMock, `POST /api/orders/${order.id}/paid`)).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Mark Paid', description: 'Fight Week Guide' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Mark order paid?' })).getByRole('button', { name: 'Mark Paid' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Payment recorded');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Fight Week Guide' })).toHaveTextContent('Paid'));
    expect(screen.queryByRole('button', { name: 'Mark Paid' })).toBeNull();
  });

  test('When the payment cannot be recorded, then the toast says so with the server\'s reason, the dialog stays for another try and the order still awaits payment', async () => {
    const user = userEvent.setup();
    const order = buildOrder({ productName: 'Fight Week Guide' });
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/products': { body: [] },
      'GET /api/orders': { body: [order] },
      [`POST /api/orders/${order.id}/paid`]: { status: 409, body: { message: 'Digital purchases cannot be recorded: the content service is not configured' } },
    });
    renderRoute('/admin?tab=products');

    await user.click(await screen.findByRole('button', { name: 'Mark Paid', description: 'Fight Week Guide' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark Paid' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Failed to mark order paid: Digital purchases cannot be recorded: the content service is not configured');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('listitem', { name: 'Fight Week Guide' })).toHaveTextContent('Awaiting payment');
  });

  test('When the orders fail to load, then the failure offers Try again, and Try again loads them', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/products': { body: [] },
      'GET /api/orders': failsFirst({ body: [] }),
    });
    renderRoute('/admin?tab=products');

    await user.click(await screen.findByRole('button', { name: 'Try again', description: 'Failed to fetch orders' }));

    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });
});
