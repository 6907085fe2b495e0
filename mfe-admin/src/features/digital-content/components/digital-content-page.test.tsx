import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DigitalProduct } from '@wsms/contracts';
import { mockFetch } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { act } from 'react';
import { admin } from '../../../testing/builders';
import { sentBody, wasCalled } from '../../../testing/fetch-calls';
import { renderRoute } from '../../../testing/render-route';

afterEach(() => act(() => resetToasts()));

const buildDigitalProduct = (overrides: Partial<DigitalProduct> = {}): DigitalProduct => ({
  id: '6b030b28c632ee18c57d5d27',
  title: 'Guard Passing Fundamentals',
  description: 'A 40-minute lesson.',
  type: 'video',
  price: '19.00',
  content: { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', chapters: [{ title: 'Posture', timestamp: '0:00', description: '' }] },
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** Opens Create Content and fills in a video; answers the dialog and a click on its Create Content. */
async function fillVideo(user: ReturnType<typeof userEvent.setup>, title: string, youtubeUrl: string) {
  renderRoute('/digital-content');
  await user.click(await screen.findByRole('button', { name: 'Create Content' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Digital Content' });
  await user.selectOptions(within(dialog).getByLabelText('Type'), 'video');
  await user.type(within(dialog).getByLabelText(/^Title/), title);
  await user.type(within(dialog).getByLabelText(/YouTube URL/), youtubeUrl);
  return { dialog, submit: () => user.click(within(dialog).getByRole('button', { name: 'Create Content' })) };
}

describe('/digital-content', () => {
  test('When products are listed, then each shows an Active or Inactive badge, its type and price', async () => {
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/digital-products': { body: [buildDigitalProduct(), buildDigitalProduct({ id: 'b'.repeat(24), title: 'Old Program', type: 'workout_program', isActive: false, price: '0.00', content: { exercises: [] } })] },
    });
    renderRoute('/digital-content');
    const video = (await screen.findByRole('heading', { name: 'Guard Passing Fundamentals' })).closest('li')!;
    expect(within(video).getByText('Active')).toBeInTheDocument();
    expect(video).toHaveTextContent('Video');
    expect(video).toHaveTextContent('$19.00');
    const old = screen.getByRole('heading', { name: 'Old Program' }).closest('li')!;
    expect(within(old).getByText('Inactive')).toBeInTheDocument();
  });

  test('When an admin creates a workout program, then the defaults are price 0, active and one exercise, a cleared Reps is sent empty, and the store product is created after it', async () => {
    const user = userEvent.setup();
    const created = buildDigitalProduct({ type: 'workout_program', title: 'Fight Camp', price: '29.99', content: { exercises: [] } });
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/digital-products': { body: [] },
      'POST /api/digital-products': { status: 201, body: created },
      'POST /api/digital-products/create-shopify': { status: 201, body: { storeProductId: 'p1', storeVariantId: 'dp-1' } },
    });
    renderRoute('/digital-content');
    await user.click(await screen.findByRole('button', { name: 'Create Content' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Digital Content' });
    expect(within(dialog).getByLabelText('Type')).toHaveValue('workout_program');
    expect(within(dialog).getByLabelText(/Price/)).toHaveValue(0);
    expect(within(dialog).getByLabelText(/Price/)).toHaveAttribute('step', '0.01');
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(within(dialog).queryByRole('button', { name: /Remove exercise/ })).toBeNull();

    await user.type(within(dialog).getByLabelText(/^Title/), 'Fight Camp');
    await user.clear(within(dialog).getByLabelText(/Price/));
    await user.type(within(dialog).getByLabelText(/Price/), '29.99');
    await user.type(within(dialog).getByLabelText(/Exercise 1 name/), 'Trap Bar Deadlift');
    await user.click(within(dialog).getByRole('button', { name: 'Add Exercise' }));
    expect(within(dialog).getAllByRole('button', { name: /Remove exercise/ })).toHaveLength(2);
    await user.type(within(dialog).getByLabelText(/Exercise 2 name/), 'Get-Up');
    await user.clear(within(dialog).getAllByLabelText('Reps')[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Create Content' }));

    await waitFor(() => expect(wasCalled(fetchMock, 'POST /api/digital-products/create-shopify')).toBe(true));
    expect(sentBody(fetchMock, 'POST /api/digital-products')).toMatchObject({
      title: 'Fight Camp',
      type: 'workout_program',
      price: '29.99',
      isActive: true,
      // A cleared Reps box is sent as empty (null), so the server's default of 10 does not fill it.
      content: { exercises: [{ name: 'Trap Bar Deadlift', sets: 3, reps: 10, restTime: 60 }, { name: 'Get-Up', reps: null }] },
    });
    expect(sentBody(fetchMock, 'POST /api/digital-products/create-shopify')).toMatchObject({ digitalProductId: created.id, type: 'workout_program' });
    expect(await screen.findByText('Digital product created')).toBeInTheDocument();
  });

  test('When the store product cannot be created, then the product still counts as created and only a warning is logged', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/digital-products': { body: [] },
      'POST /api/digital-products': { status: 201, body: buildDigitalProduct() },
      'POST /api/digital-products/create-shopify': { status: 502, body: { message: 'The store could not create the product' } },
    });
    const { submit } = await fillVideo(user, 'Guard Passing Fundamentals', 'https://youtu.be/dQw4w9WgXcQ');
    await submit();
    expect(await screen.findByText('Digital product created')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('The store product could not be created', expect.anything());
    warn.mockRestore();
  });

  test('When a video link is not YouTube, then the dialog says so and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'GET /api/auth/me': { body: admin }, 'GET /api/digital-products': { body: [] } });
    const { dialog, submit } = await fillVideo(user, 'Video', 'https://vimeo.com/123');
    await submit();
    expect(await within(dialog).findByText(/Enter a YouTube video link/)).toBeInTheDocument();
    expect(wasCalled(fetchMock, 'POST /api/digital-products')).toBe(false);
  });

  test("When a create fails, then the error's message 'Failed to create digital product' is shown and the dialog stays open", async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/digital-products': { body: [] },
      'POST /api/digital-products': { status: 500, body: { message: 'Internal server error' } },
    });
    const { submit } = await fillVideo(user, 'Guard Passing', 'https://youtu.be/dQw4w9WgXcQ');
    await submit();
    expect(await screen.findByText('Failed to create digital product')).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Create Digital Content' })).toBeInTheDocument();
  });

  test("When an edit fails, then 'Failed to update content. Please try again.' is shown", async () => {
    const user = userEvent.setup();
    const product = buildDigitalProduct();
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/digital-products': { body: [product] },
      [`PATCH /api/digital-products/${product.id}`]: { status: 500, body: { message: 'Internal server error' } },
    });
    renderRoute('/digital-content');
    await user.click(await screen.findByRole('button', { name: 'Edit', description: product.title }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Digital Content' });
    expect(within(dialog).getByLabelText('Type')).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Content' }));
    expect(await screen.findByText('Failed to update content. Please try again.')).toBeInTheDocument();
    expect(sentBody(fetchMock, `PATCH /api/digital-products/${product.id}`)).toMatchObject({ isActive: false, price: '19.00', content: { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' } });
  });
});
