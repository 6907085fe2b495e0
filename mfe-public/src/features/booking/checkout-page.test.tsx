import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { renderRoute } from '../../testing/render-route';
import { buildSummary } from './testing/builders';

const NOW = new Date('2026-03-04T15:00:00Z');
const keyed = { headers: { 'x-booking-key': 'k1' } };

function setup(routes: Parameters<typeof mockFetch>[0], path = '/checkout/b1?key=k1') {
  const fetchMock = mockFetch({ 'GET /api/instructors': { body: [] }, ...routes });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderRoute(path);
  return { fetchMock, user };
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  window.scrollTo = jest.fn();
});
afterEach(() => {
  act(() => resetToasts());
  jest.useRealTimers();
});

describe('Embedded checkout page (payment at the gym)', () => {
  test('When the client has not signed the consent form in force, then the page asks for the signature first and Confirm waits for it', async () => {
    const form = { id: 'f1', version: 1, title: 'Waiver', body: 'I accept the risks of training.', publishedAt: '2026-03-01T00:00:00.000Z' };
    let signed = false;
    const { user, fetchMock } = setup({
      'GET /api/checkout/b1': { body: buildSummary({ canConfirm: true, confirmationSentTo: null }) },
      'GET /api/checkout/b1/consent': () => ({ body: { required: true, signed, form } }),
      'POST /api/checkout/b1/consent': () => {
        signed = true;
        return { status: 201, body: { id: 's1', formId: 'f1', version: 1, title: 'Waiver', body: form.body, signedName: 'Jamie Rivera', signedAt: NOW.toISOString(), textHash: 'h', current: true } };
      },
      'POST /api/checkout/b1/confirm': { body: buildSummary({ status: 'confirmed', holdExpiresAt: null }) },
    });
    const consent = await screen.findByRole('form', { name: 'Sign the consent form' });
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    expect(screen.getByText('I accept the risks of training.')).toBeInTheDocument();

    await user.type(within(consent).getByLabelText('Type the name the booking was made in'), 'Jamie Rivera');
    await user.click(within(consent).getByRole('checkbox', { name: 'I have read and agree to this consent form' }));
    await user.click(within(consent).getByRole('button', { name: 'Sign consent' }));

    expect(fetchMock).toHaveBeenCalledWith('/api/checkout/b1/consent', expect.objectContaining({ method: 'POST', headers: expect.objectContaining(keyed.headers) }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeInTheDocument();
  });

  test('When a held booking opens from the checkout link, then it shows the session, that payment is at the session, the time left and where the link went', async () => {
    const summary = buildSummary({ holdExpiresAt: new Date(NOW.getTime() + 14 * 60_000 + 30_000).toISOString() });
    const { fetchMock } = setup({ 'GET /api/checkout/b1': () => new Promise((resolve) => setTimeout(() => resolve({ body: summary }), 100)) });
    expect(await screen.findByText('Loading checkout...')).toBeInTheDocument();
    const details = await screen.findByLabelText('Booking details');
    for (const text of ['Marcus Silva', 'Monday, March 9, 2026', '10:00 AM EDT', 'West Boylston', 'Technique Training (1 Hour)', '$85.00, paid at the session']) {
      expect(details).toHaveTextContent(text);
    }
    expect(screen.getByText('Review your private session. Payment is taken at the session: nothing is charged online.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We have e-mailed a confirmation link to ja•••@example.com.');
    expect(screen.queryByRole('button', { name: 'Confirm Booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/checkout/b1', expect.objectContaining(keyed));
    const seconds = () => {
      const [m, s] = screen.getByRole('timer').textContent!.split(':').map(Number);
      return m! * 60 + s!;
    };
    const before = seconds();
    expect(before).toBeLessThanOrEqual(14 * 60 + 30);
    expect(before).toBeGreaterThan(14 * 60);
    act(() => jest.advanceTimersByTime(2000));
    expect(seconds()).toBeLessThanOrEqual(before - 2);
    expect(document.title).toBe('Checkout | Where Science Meets Sport');
  });

  test('When it opens from the e-mailed link and Confirm Booking is pressed, then the booking is confirmed and the success screen shows', async () => {
    const { user, fetchMock } = setup({
      'GET /api/checkout/b1': { body: buildSummary({ canConfirm: true, confirmationSentTo: null }) },
      'POST /api/checkout/b1/confirm': { body: buildSummary({ status: 'confirmed', holdExpiresAt: null }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/checkout/b1/confirm', expect.objectContaining({ method: 'POST', ...keyed }));
    expect(await screen.findByLabelText('Your session')).toHaveTextContent('Marcus Silva');
    expect(screen.getByText('Payment is taken at your session.')).toBeInTheDocument();
  });

  test('When the booking was made signed in and no link was mailed, then the page asks to sign in to confirm', async () => {
    setup({ 'GET /api/checkout/b1': { body: buildSummary({ canConfirm: false, confirmationSentTo: null }) } });
    expect(await screen.findByText('Sign in with the account you made this booking with to confirm it.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Confirm Booking' })).not.toBeInTheDocument();
  });

  test('When Cancel is pressed, then the hold is released and the booking page says no payment was taken', async () => {
    const { user, fetchMock } = setup({
      'GET /api/checkout/b1': { body: buildSummary() },
      'POST /api/checkout/b1/cancel': { body: buildSummary({ status: 'cancelled', holdExpiresAt: null }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('status', { name: 'Booking Cancelled' })).toHaveTextContent('no payment was taken');
    expect(fetchMock).toHaveBeenCalledWith('/api/checkout/b1/cancel', expect.objectContaining({ method: 'POST', ...keyed }));
  });

  test('When the hold runs out while the page is open, then it says the hold has expired and links back', async () => {
    let status: 'pending' | 'expired' = 'pending';
    setup({
      'GET /api/checkout/b1': () => ({
        body: buildSummary({ status, holdExpiresAt: status === 'pending' ? new Date(NOW.getTime() + 3000).toISOString() : null }),
      }),
    });
    await screen.findByRole('timer');
    status = 'expired';
    act(() => jest.advanceTimersByTime(4000));
    expect(await screen.findByRole('heading', { name: 'This hold has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Private Classes' })).toHaveAttribute('href', '/private-classes');
  });

  test('When Confirm comes too late, then the page shows the hold as expired instead of confirming', async () => {
    let status: 'pending' | 'expired' = 'pending';
    const { user } = setup({
      'GET /api/checkout/b1': () => ({ body: buildSummary({ status, canConfirm: true }) }),
      'POST /api/checkout/b1/confirm': () => {
        status = 'expired';
        return { status: 409, body: { message: 'This booking hold has expired' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('heading', { name: 'This hold has expired' })).toBeInTheDocument();
  });

  test('When Confirm fails for another reason, then the Booking Failed toast shows and the page stays', async () => {
    const { user } = setup({
      'GET /api/checkout/b1': { body: buildSummary({ canConfirm: true }) },
      'POST /api/checkout/b1/confirm': { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
    const toast = await screen.findByText('Booking Failed');
    expect(toast.parentElement).toHaveTextContent('There was an error processing your booking. Please try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  });

  test.each([
    ['the booking is unknown or the key wrong', '/checkout/b1?key=k1'],
    ['the link has no key', '/checkout/b1'],
  ])('When %s, then "Booking Not Found" shows with a way back', async (_label, path) => {
    const { fetchMock } = setup({ 'GET /api/checkout/b1': { status: 404, body: { message: 'Booking not found' } } }, path);
    expect(await screen.findByRole('heading', { name: 'Booking Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Private Classes' })).toBeInTheDocument();
    if (!path.includes('key')) expect(fetchMock).not.toHaveBeenCalledWith('/api/checkout/b1', expect.anything());
  });

  test('When the booking is already confirmed, then nothing is offered but the confirmation, one click away with the key', async () => {
    setup({ 'GET /api/checkout/b1': { body: buildSummary({ status: 'confirmed', holdExpiresAt: null, confirmationSentTo: null }) } });
    expect(await screen.findByRole('heading', { name: 'Booking Already Confirmed' })).toBeInTheDocument();
    expect(screen.getByText('This booking is already confirmed. Payment is taken at your session.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Confirmation' })).toHaveAttribute('href', '/private-classes?booking=success&bookingId=b1&key=k1');
  });

  test('When the booking was cancelled, then the page says so and offers the way back', async () => {
    setup({ 'GET /api/checkout/b1': { body: buildSummary({ status: 'cancelled', holdExpiresAt: null }) } });
    const heading = await screen.findByRole('heading', { name: 'Booking Cancelled' });
    expect(within(heading.parentElement!).getByText('This booking was cancelled and no payment was taken.')).toBeInTheDocument();
  });
});
