import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import type { PackagePurchase, PackageSales, SessionPackage } from '@wsms/contracts';
import { resetToasts } from '@wsms/ui';
import { act } from 'react';
import { admin } from '../../../testing/builders';
import { sentBody } from '../../../testing/fetch-calls';
import { renderRoute } from '../../../testing/render-route';

afterEach(() => act(() => resetToasts()));

const pack: SessionPackage = { id: 'p1', name: 'Five pack', description: 'Save $50', sessions: 5, priceCents: 40000, validDays: 90, sessionTypes: ['technique'], isActive: true };
const sales: PackageSales = { packageId: 'p1', creditsSold: 10, creditsUsed: 3, creditsForfeited: 1, creditsExpired: 0, creditsOutstanding: 6, outstandingValueCents: 48000, pendingPurchases: 1 };
const purchase: PackagePurchase = {
  id: 'u1', packageId: 'p1', packageName: 'Five pack', sessions: 5, priceCents: 40000, buyerName: 'Jamie Rivera', buyerEmail: 'jamie@example.com',
  paymentMethod: 'at_gym', status: 'pending', createdAt: '2030-01-07T12:00:00.000Z', paidAt: null,
};

describe('the Packages tab', () => {
  test('When packages are listed, then each shows its terms, price per session, credits sold, used, outstanding and their value', async () => {
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/packages': { body: [pack, { ...pack, id: 'p2', name: 'Old pack', isActive: false }] },
      'GET /api/packages/sales': { body: [sales] },
      'GET /api/package-purchases?status=pending': { body: [] },
    });
    renderRoute('/admin?tab=packages');

    const item = (await screen.findByRole('heading', { name: 'Five pack' })).closest('li')!;
    expect(item).toHaveTextContent('5 sessions for $400.00 ($80.00 per session), valid 90 days; Technique Training (1 Hour)');
    const figures = within(item).getByLabelText('Sales of Five pack');
    expect(figures).toHaveTextContent('Credits sold10');
    expect(figures).toHaveTextContent('Used4');
    expect(figures).toHaveTextContent('Outstanding6');
    expect(figures).toHaveTextContent('Outstanding value$480.00');
    expect(within(screen.getByRole('heading', { name: 'Old pack' }).closest('li')!).getByText('Off sale')).toBeInTheDocument();
    expect(screen.getByText('No package purchases are waiting for payment.')).toBeInTheDocument();
  });

  test('When an admin adds a package, then it is sent in cents with its session types', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/packages': { body: [] },
      'GET /api/packages/sales': { body: [] },
      'GET /api/package-purchases?status=pending': { body: [] },
      'POST /api/packages': { body: { ...pack, id: 'p9', name: 'Ten pack' }, status: 201 },
    });
    renderRoute('/admin?tab=packages');

    expect(await screen.findByText('No packages yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Package' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ten pack');
    await user.clear(within(dialog).getByLabelText('Sessions (1-50)'));
    await user.type(within(dialog).getByLabelText('Sessions (1-50)'), '10');
    await user.click(within(dialog).getByLabelText('Nutrition Consultation (1 Hour)', { exact: false }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Package' }));

    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST /api/packages')).toEqual({
        name: 'Ten pack', description: '', sessions: 10, priceCents: 40000, validDays: 90, sessionTypes: ['technique', 'nutrition'], isActive: true,
      }),
    );
  });

  test('When a package is taken off sale, then the admin confirms first and the package is patched inactive', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/packages': { body: [pack] },
      'GET /api/packages/sales': { body: [sales] },
      'GET /api/package-purchases?status=pending': { body: [] },
      'PATCH /api/packages/p1': { body: { ...pack, isActive: false } },
    });
    renderRoute('/admin?tab=packages');

    await user.click(await screen.findByRole('button', { name: 'Take Off Sale: Five pack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take package off sale?' });
    expect(dialog).toHaveTextContent('Credits already bought stay usable');
    await user.click(within(dialog).getByRole('button', { name: 'Take Off Sale' }));

    await waitFor(() => expect(sentBody(fetchMock, 'PATCH /api/packages/p1')).toEqual({ isActive: false }));
  });

  test('When a purchase waits for payment, then marking it paid asks first and then records it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/packages': { body: [pack] },
      'GET /api/packages/sales': { body: [sales] },
      'GET /api/package-purchases?status=pending': { body: [purchase] },
      'POST /api/package-purchases/u1/paid': { body: { ...purchase, status: 'paid', paidAt: '2030-01-07T13:00:00.000Z' } },
    });
    renderRoute('/admin?tab=packages');

    await user.click(await screen.findByRole('button', { name: 'Mark Paid: Five pack bought by Jamie Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark package paid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/package-purchases/u1/paid' && (init as RequestInit).method === 'POST')).toBe(true));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
  });

  test('When the packages cannot be loaded, then Try again asks again', async () => {
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/packages': { status: 500, body: { message: 'down' } },
      'GET /api/packages/sales': { body: [] },
      'GET /api/package-purchases?status=pending': { body: [] },
    });
    renderRoute('/admin?tab=packages');

    expect(await screen.findByText('Failed to load packages. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('When an admin edits a package, then the changed terms are sent (credits already bought keep theirs)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/packages': { body: [pack] },
      'GET /api/packages/sales': { body: [sales] },
      'GET /api/package-purchases?status=pending': { body: [] },
      'PATCH /api/packages/p1': { body: { ...pack, validDays: 120 } },
    });
    renderRoute('/admin?tab=packages');

    await user.click(await screen.findByRole('button', { name: 'Edit: Five pack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Package' });
    await user.clear(within(dialog).getByLabelText('Valid for days (1-730)'));
    await user.type(within(dialog).getByLabelText('Valid for days (1-730)'), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save Package' }));

    await waitFor(() =>
      expect(sentBody(fetchMock, 'PATCH /api/packages/p1')).toEqual({ name: 'Five pack', description: 'Save $50', sessions: 5, priceCents: 40000, validDays: 120, sessionTypes: ['technique'] }),
    );
    expect(await screen.findByText('Package saved')).toBeInTheDocument();
  });
});
