import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { bookingLocationValues } from '@wsms/contracts/vocabulary';
import { resetToasts } from '@wsms/ui';
import { renderRoute } from '../../testing/render-route';
import { redirectTo } from './lib/redirect';
import { buildInstructor, buildSummary } from './testing/builders';

jest.mock('./lib/redirect', () => ({ redirectTo: jest.fn() }));

// Wednesday 2026-03-04, 10:00 in New York. Monday 2026-03-09 is the first day after the DST change.
const NOW = new Date('2026-03-04T15:00:00Z');
const marcus = buildInstructor();
const elena = buildInstructor({ id: 'i2', name: 'Elena Park', hourlyRate: '95.00', specialties: ['Rehab'], image: '/uploads/elena.jpg' });
const slotsUrl = 'GET /api/instructors/i1/availability?date=2026-03-09';
const everywhere = bookingLocationValues;

function setup(path = '/private-classes', routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/instructors': { body: [marcus, elena] },
    'GET /api/packages': { body: [] },
    [slotsUrl]: { body: { availableTimes: ['09:00', '10:00', '14:00'], slots: ['09:00', '10:00', '14:00'].map((time) => ({ time, locations: everywhere })), date: '2026-03-09', timeZone: 'America/New_York' } },
    ...routes,
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderRoute(path);
  return { fetchMock, user };
}

const bookingSection = () => screen.getByRole('region', { name: 'Book Your Session' });
const submitButton = () => screen.getByRole('button', { name: 'Proceed to Payment' });

async function pickSlot(user: ReturnType<typeof userEvent.setup>, time = '10:00 10:00 AM') {
  await user.selectOptions(await screen.findByLabelText('Instructor *'), 'i1');
  await user.click(screen.getByRole('gridcell', { name: 'Monday, March 9, 2026' }));
  await user.click(await screen.findByRole('button', { name: time }));
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name *'), 'Jo Client');
  await user.type(screen.getByLabelText('Email *'), 'Jo@Example.com');
  await user.selectOptions(screen.getByLabelText('Session Type *'), 'Conditioning (1 Hour)');
  await user.selectOptions(screen.getByLabelText('Preferred Location *'), 'West Boylston');
  await user.type(screen.getByLabelText('Special Requests'), 'Knee rehab');
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  jest.mocked(redirectTo).mockClear();
  window.scrollTo = jest.fn();
});
afterEach(() => {
  act(() => resetToasts());
  jest.useRealTimers();
});

describe('Private classes page', () => {
  test("When the cards show, then only the first instructor's photo loads at once with high priority (the phone's largest paint); the rest load lazily", async () => {
    setup('/private-classes', { 'GET /api/instructors': { body: [{ ...marcus, image: '/uploads/marcus.jpg' }, elena] } });
    await screen.findByText('Elena Park');

    const photos = [...document.querySelectorAll('article img')];
    expect(photos.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([['eager', 'high'], ['lazy', null]]);
  });

  test('When opened, then instructor cards show up to 3 specialties, the rate and locations, and the page has its title and description', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Private Classes' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Marcus Silva' });
    expect(within(within(card).getByRole('list', { name: 'Specialties' })).getAllByRole('listitem')).toHaveLength(3);
    expect(card).not.toHaveTextContent('Nutrition');
    expect(card).toHaveTextContent('$85.00/hour');
    expect(card).toHaveTextContent('Marlborough, Woburn');
    expect(screen.getByRole('heading', { name: 'Why Private Training?' })).toBeInTheDocument();
    expect(document.title).toBe('Private Classes | Where Science Meets Sport');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('private one-on-one session'));
  });

  test('When the instructors cannot be loaded, then the error screen shows the spec\'s texts', async () => {
    setup('/private-classes', { 'GET /api/instructors': { status: 500 } });
    expect(await screen.findByRole('heading', { name: 'Error Loading Instructors' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load instructors. Please try again later.')).toBeInTheDocument();
  });

  test('When an instructor card is chosen, then that instructor is selected for booking and focus moves to the booking section', async () => {
    const { user } = setup();
    const card = await screen.findByRole('article', { name: 'Elena Park' });
    await user.click(within(card).getByRole('button', { name: 'Book with Elena Park' }));
    expect(screen.getByLabelText('Instructor *')).toHaveValue('i2');
    expect(screen.getByRole('heading', { name: 'Book Your Session' })).toHaveFocus();
    expect(within(card).getByText('Selected')).toBeInTheDocument();
  });

  test.each(['instructorId', 'instructor'])('When the page opens with ?%s=i2, then that instructor is preselected', async (param) => {
    setup(`/private-classes?${param}=i2`);
    await waitFor(() => expect(screen.getByLabelText('Instructor *')).toHaveValue('i2'));
  });

  test('When no date is picked, then Sundays and past days are disabled and the submit button is disabled', async () => {
    setup();
    await screen.findByLabelText('Instructor *');
    const calendar = within(bookingSection()).getByRole('grid', { name: 'March 2026' });
    expect(within(calendar).getByRole('gridcell', { name: 'Sunday, March 15, 2026' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(calendar).getByRole('gridcell', { name: 'Tuesday, March 3, 2026' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(calendar).getByRole('gridcell', { name: 'Wednesday, March 4, 2026' })).not.toHaveAttribute('aria-disabled');
    expect(submitButton()).toBeDisabled();
  });

  test('When a date is picked, then times load, a chosen time is pressed, and only then can the form be sent', async () => {
    const { user } = setup('/private-classes', { [slotsUrl]: () => new Promise((r) => setTimeout(() => r({ body: { availableTimes: ['09:00', '10:00'], slots: [] } }), 50)) });
    await user.selectOptions(await screen.findByLabelText('Instructor *'), 'i1');
    await user.click(screen.getByRole('gridcell', { name: 'Monday, March 9, 2026' }));
    expect(screen.getByText('Loading available times...')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    const ten = await screen.findByRole('button', { name: '10:00 10:00 AM' });
    expect(ten).toHaveAttribute('aria-pressed', 'false');
    await user.click(ten);
    expect(ten).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '09:00 9:00 AM' })).toHaveAttribute('aria-pressed', 'false');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByLabelText('Session summary')).toHaveTextContent('10:00 AM EDT');
  });

  test('When the date has no free times, then "No available time slots for this date" shows', async () => {
    const { user } = setup('/private-classes', { [slotsUrl]: { body: { availableTimes: [], slots: [] } } });
    await user.selectOptions(await screen.findByLabelText('Instructor *'), 'i1');
    await user.click(screen.getByRole('gridcell', { name: 'Monday, March 9, 2026' }));
    expect(await screen.findByText('No available time slots for this date')).toBeInTheDocument();
  });

  test('When the availability call fails, then "Failed to fetch availability" shows', async () => {
    const { user } = setup('/private-classes', { [slotsUrl]: { status: 500 } });
    await user.selectOptions(await screen.findByLabelText('Instructor *'), 'i1');
    await user.click(screen.getByRole('gridcell', { name: 'Monday, March 9, 2026' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch availability');
  });

  test('When the form is sent without instructor, date and time, then the Missing Information toast shows and nothing is sent', async () => {
    const { fetchMock } = setup();
    await screen.findByLabelText('Instructor *');
    fireEvent.submit(screen.getByRole('form', { name: 'Booking details' }));
    const toast = await screen.findByRole('status', { name: '' });
    expect(toast).toHaveTextContent('Missing Information');
    expect(toast).toHaveTextContent('Please select an instructor, date and time for your session.');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/bookings/checkout', expect.anything());
  });

  test('When required details are missing, then each field says what is wrong and nothing is sent', async () => {
    const { user, fetchMock } = setup();
    await pickSlot(user);
    await user.type(screen.getByLabelText('Email *'), 'not-an-email');
    await user.click(submitButton());
    // react-hook-form validates asynchronously; under fake timers the messages render a tick later.
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Session Type is required')).toBeInTheDocument();
    expect(screen.getByText('Preferred Location is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name *')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/bookings/checkout', expect.anything());
  });

  test('When the details are complete, then the checkout is created with the lowercase location and the browser goes to its URL', async () => {
    let release: (reply: { status: number; body: unknown }) => void = () => {};
    const { user, fetchMock } = setup('/private-classes', {
      'POST /api/bookings/checkout': () => new Promise((resolve) => { release = resolve; }),
    });
    await pickSlot(user);
    await fillDetails(user);
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: 'Redirecting to Checkout...' })).toBeDisabled();
    act(() => release({ status: 201, body: { checkoutUrl: 'http://site.test/checkout/b1', bookingId: 'b1' } }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://site.test/checkout/b1'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/bookings/checkout');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      instructorId: 'i1',
      bookingData: {
        clientName: 'Jo Client',
        clientEmail: 'Jo@Example.com',
        sessionType: 'conditioning',
        location: 'west boylston',
        notes: 'Knee rehab',
        sessionDate: '2026-03-09',
        time: '10:00',
      },
    });
    expect(screen.getByRole('button', { name: 'Redirecting to Checkout...' })).toBeDisabled();
  });

  test('When a time is chosen, then Preferred Location offers only the gyms where the instructor is then, and a choice not offered at a new time is cleared', async () => {
    const { user } = setup('/private-classes', {
      [slotsUrl]: {
        body: {
          availableTimes: ['09:00', '10:00'],
          slots: [{ time: '09:00', locations: ['woburn'] }, { time: '10:00', locations: ['marlborough', 'weymouth'] }],
          date: '2026-03-09',
          timeZone: 'America/New_York',
        },
      },
    });
    await pickSlot(user);
    const location = screen.getByLabelText('Preferred Location *');
    expect(within(location).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a location', 'Marlborough', 'Weymouth']);
    await user.selectOptions(location, 'weymouth');
    await user.click(screen.getByRole('button', { name: '09:00 9:00 AM' }));
    await waitFor(() => expect(screen.getByLabelText('Preferred Location *')).toHaveValue(''));
    expect(within(screen.getByLabelText('Preferred Location *')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a location', 'Woburn']);
  });

  test("When the availability reply is the spec's bare `availableTimes` (no slots), then the times show and every gym is offered", async () => {
    const { user } = setup('/private-classes', { [slotsUrl]: { body: { availableTimes: ['09:00', '10:00'] } } });
    await pickSlot(user);
    expect(screen.getByRole('button', { name: '10:00 10:00 AM' })).toHaveAttribute('aria-pressed', 'true');
    const location = screen.getByLabelText('Preferred Location *');
    expect(within(location).getAllByRole('option')).toHaveLength(everywhere.length + 1);
    await fillDetails(user);
    expect(submitButton()).toBeEnabled();
  });

  test('When an instructor carries only the spec\'s fields (no specialties or certifications), then the card and the booking form still show', async () => {
    setup('/private-classes', { 'GET /api/instructors': { body: [{ id: 'x1', name: 'Alex Coach', title: 'Coach', image: '', locations: ['marlborough'], hourlyRate: '80.00' }] } });
    expect(await screen.findByRole('heading', { name: 'Alex Coach' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Instructor *')).getByRole('option', { name: /Alex Coach/ })).toBeInTheDocument();
  });

  test('When a client is signed in, then their name and e-mail are filled in', async () => {
    setup('/private-classes', { 'GET /api/auth/me': { body: { id: 'u1', username: 'jo', email: 'jo@example.com', role: 'user', firstName: 'Jo', lastName: 'Client' } } });
    await waitFor(() => expect(screen.getByLabelText('Full Name *')).toHaveValue('Jo Client'));
    expect(screen.getByLabelText('Email *')).toHaveValue('jo@example.com');
  });

  test('When the time was taken meanwhile, then "Payment Setup Failed" shows the server\'s message and a new time must be chosen', async () => {
    const { user } = setup('/private-classes', {
      'POST /api/bookings/checkout': { status: 409, body: { message: 'That time is no longer available' } },
    });
    await pickSlot(user);
    await fillDetails(user);
    await user.click(submitButton());
    const toast = await screen.findByText('Payment Setup Failed');
    expect(toast.parentElement).toHaveTextContent('That time is no longer available');
    expect(submitButton()).toBeDisabled();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  test('When the service refuses a detail, then its message shows under that field and "Payment Setup Failed" still shows', async () => {
    const { user } = setup('/private-classes', {
      'POST /api/bookings/checkout': {
        status: 400,
        body: { message: 'Invalid email address', errors: [{ path: 'bookingData.clientEmail', message: 'Invalid email address' }] },
      },
    });
    await pickSlot(user);
    await fillDetails(user);
    await user.click(submitButton());
    expect(await screen.findByText('Payment Setup Failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Email *')).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText('Full Name *')).toHaveAttribute('aria-invalid', 'false');
  });
  test('When a 90-minute session is chosen, then only times with a free hour after them are offered, and a chosen time that no longer fits is cleared', async () => {
    const { user } = setup('/private-classes', {
      [`${slotsUrl}&sessionType=extended`]: { body: { availableTimes: ['09:00'], slots: [{ time: '09:00', locations: everywhere }], date: '2026-03-09', timeZone: 'America/New_York' } },
    });
    await pickSlot(user);
    expect(submitButton()).toBeEnabled();

    await user.selectOptions(screen.getByLabelText('Session Type *'), 'Extended (90 Minutes)');

    expect(await screen.findByRole('button', { name: '09:00 9:00 AM' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: '10:00 10:00 AM' })).not.toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeDisabled());
  }, 15_000);

  test('When the bot check is configured, then the widget shows and its token goes with the checkout', async () => {
    window.turnstile = {
      render: (_container, options) => {
        (options.callback as (token: string) => void)('pass-token');
        return 'w1';
      },
      remove: jest.fn(),
    };
    const { user, fetchMock } = setup('/private-classes', {
      'GET /api/bookings/checkout/config': { body: { turnstileSiteKey: '1x00000000000000000000AA' } },
      'POST /api/bookings/checkout': { status: 201, body: { checkoutUrl: '/checkout/b1?key=k1', bookingId: 'b1' } },
    });
    try {
      await pickSlot(user);
      await fillDetails(user);
      expect(await screen.findByTestId('turnstile')).toBeInTheDocument();
      await user.click(submitButton());
      await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/checkout/b1?key=k1'));
      const call = fetchMock.mock.calls.find(([url]) => url === '/api/bookings/checkout');
      expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ turnstileToken: 'pass-token' });
    } finally {
      delete window.turnstile;
    }
  }, 15_000);

  test('When checkout fails without a message, then the fallback text shows', async () => {
    const { user } = setup('/private-classes', { 'POST /api/bookings/checkout': { status: 502 } });
    await pickSlot(user);
    await fillDetails(user);
    await user.click(submitButton());
    expect(await screen.findByText('Unable to process payment. Please try again.')).toBeInTheDocument();
  });

  test('When checkout answers without a checkoutUrl, then "Payment Setup Failed" says so and the form can be sent again', async () => {
    const { user } = setup('/private-classes', { 'POST /api/bookings/checkout': { status: 200, body: {} } });
    await pickSlot(user);
    await fillDetails(user);
    await user.click(submitButton());
    expect(await screen.findByText('Payment Setup Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to process payment. Please try again.')).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
    expect(submitButton()).toBeEnabled();
  });
});

describe('Coming back from the checkout', () => {
  test('When payment succeeded, then the success screen shows the booking and Book Another Session starts over', async () => {
    const { user, fetchMock } = setup('/private-classes?booking=success&bookingId=b1&key=k1&instructorId=i2', {
      'GET /api/checkout/b1': { body: buildSummary({ status: 'confirmed', holdExpiresAt: null }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Booking Confirmed!');
    const details = await screen.findByLabelText('Your session');
    expect(details).toHaveTextContent('Monday, March 9, 2026');
    expect(details).toHaveTextContent('10:00 AM EDT');
    expect(details).toHaveTextContent('West Boylston');
    expect(details).toHaveTextContent('$85.00, paid at the session');
    expect(screen.getByText('Payment is taken at your session.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/checkout/b1', expect.objectContaining({ headers: { 'x-booking-key': 'k1' } }));
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Book Another Session' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Private Classes' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Instructor *')).toHaveValue('');
    expect(screen.queryByText('Booking Cancelled')).not.toBeInTheDocument();
  });

  test('When the success URL has no booking id, then the confirmation still shows without details', async () => {
    setup('/private-classes?booking=success');
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Another Session' })).toBeInTheDocument();
  });

  test('When the checkout was cancelled, then a note says no payment was taken and the hold is released', async () => {
    const { user, fetchMock } = setup('/private-classes?booking=cancelled&bookingId=b1&key=k1', {
      'POST /api/checkout/b1/cancel': { body: buildSummary({ status: 'cancelled' }) },
    });
    const note = await screen.findByRole('status', { name: 'Booking Cancelled' });
    expect(note).toHaveTextContent('no payment was taken');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/checkout/b1/cancel', expect.objectContaining({ method: 'POST', headers: { 'x-booking-key': 'k1' } })),
    );
    await user.click(within(note).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Booking Cancelled')).not.toBeInTheDocument();
  });
});

describe('Session packages and credits on the private classes page', () => {
  const pack = { id: 'p1', name: 'Five pack', description: 'Save on five sessions', sessions: 5, priceCents: 40000, validDays: 90, sessionTypes: ['technique', 'conditioning'], isActive: true };
  const verified = { id: 'u1', username: 'jo', email: 'jo@example.com', role: 'user', firstName: 'Jo', lastName: 'Client', emailVerified: true };
  const config = { turnstileSiteKey: null, changeCutoffHours: 24, cancellationPolicy: 'Cancellation policy: cancel at least 24 hours before.' };

  test('When packages are on sale, then each shows its price per session beside the single price, and a verified client buys one to pay at the gym', async () => {
    const { fetchMock, user } = setup('/private-classes', {
      'GET /api/packages': { body: [pack] },
      'GET /api/auth/me': { body: verified },
      'GET /api/user/credits': { body: { balance: 0, credits: [], history: [] } },
      'POST /api/packages/p1/purchase': { status: 201, body: { purchaseId: 'u9', status: 'pending' } },
    });
    const list = await screen.findByRole('list', { name: 'Session packages' });
    expect(list).toHaveTextContent('$400.00 for 5 sessions');
    expect(list).toHaveTextContent('$80.00 per session (single sessions from $85.00)');
    const buy = within(list).getByRole('button', { name: 'Buy Package: Five pack' });
    await user.click(buy);
    // A dialog first: the price and what happens next; nothing is bought until Confirm.
    const dialog = screen.getByRole('dialog', { name: 'Buy Five pack' });
    expect(dialog).toHaveTextContent('Price$400.00 for 5 sessions');
    expect(dialog).toHaveTextContent('What happens next');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const purchases = () => fetchMock.mock.calls.filter(([url]) => url === '/api/packages/p1/purchase').length;
    expect(purchases()).toBe(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(buy).toHaveFocus();
    expect(purchases()).toBe(0);

    await user.click(buy);
    await user.click(within(screen.getByRole('dialog', { name: 'Buy Five pack' })).getByRole('button', { name: 'Confirm Purchase' }));
    // The result shows on the package's own card.
    const card = buy.closest('li')!;
    const result = await within(card).findByText(/Five pack is reserved for you: pay at the gym/);
    expect(result.closest('[role="status"]')).toBe(within(card).getByRole('status'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(purchases()).toBe(1);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  test('When a visitor is signed out, then a package offers Sign in to Buy', async () => {
    setup('/private-classes', { 'GET /api/packages': { body: [pack] } });
    const list = await screen.findByRole('list', { name: 'Session packages' });
    expect(within(list).getByRole('link', { name: 'Sign in to Buy' })).toHaveAttribute('href', '/login');
  });

  test('When a verified client has credits for the session type, then the form offers "Use a credit (N left)", shows the policy and books with the credit', async () => {
    const credits = {
      balance: 2,
      credits: [
        { id: 'c1', packageName: 'Five pack', sessionTypes: ['conditioning'], expiresAt: '2026-06-01T03:59:59.999Z', status: 'available' },
        { id: 'c2', packageName: 'Five pack', sessionTypes: ['conditioning'], expiresAt: '2026-06-01T03:59:59.999Z', status: 'available' },
        { id: 'c3', packageName: 'Old pack', sessionTypes: ['technique'], expiresAt: '2026-06-01T03:59:59.999Z', status: 'available' },
      ],
      history: [],
    };
    const { fetchMock, user } = setup('/private-classes', {
      'GET /api/auth/me': { body: verified },
      'GET /api/user/credits': { body: credits },
      'GET /api/bookings/checkout/config': { body: config },
      'POST /api/bookings/checkout': { status: 201, body: { bookingId: 'b1', status: 'confirmed', checkoutUrl: '/private-classes?booking=success&bookingId=b1&key=k' } },
    });
    await pickSlot(user);
    await user.selectOptions(screen.getByLabelText('Session Type *'), 'Conditioning (1 Hour)');
    await user.selectOptions(screen.getByLabelText('Preferred Location *'), 'West Boylston');
    expect(screen.getByText(config.cancellationPolicy)).toBeInTheDocument();
    // The credit is the default: nothing to tick, and the summary says the credit pays.
    expect(await screen.findByRole('radio', { name: 'Use a credit (2 left)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pay $85.00 instead' })).not.toBeChecked();
    expect(screen.getByLabelText('Session summary')).toHaveTextContent('PricePaid with 1 credit');
    await user.click(screen.getByRole('button', { name: 'Book with a Credit' }));

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/private-classes?booking=success&bookingId=b1&key=k'));
    const sent = fetchMock.mock.calls.find(([url, init]) => url === '/api/bookings/checkout' && (init as RequestInit).method === 'POST')!;
    expect(JSON.parse(String((sent[1] as RequestInit).body))).toMatchObject({ instructorId: 'i1', paymentMethod: 'credit', bookingData: { sessionType: 'conditioning', clientEmail: 'jo@example.com' } });
  });

  test('When a verified client with a credit chooses to pay instead, then the price and Proceed to Payment come back and no credit is sent; a session type no credit fits offers no choice', async () => {
    const credits = {
      balance: 1,
      credits: [{ id: 'c1', packageName: 'Five pack', sessionTypes: ['conditioning'], expiresAt: '2026-06-01T03:59:59.999Z', status: 'available' }],
      history: [],
    };
    const { fetchMock, user } = setup('/private-classes', {
      'GET /api/auth/me': { body: verified },
      'GET /api/user/credits': { body: credits },
      'GET /api/bookings/checkout/config': { body: config },
      'POST /api/bookings/checkout': { status: 201, body: { bookingId: 'b1', status: 'pending', checkoutUrl: '/checkout/b1' } },
    });
    await pickSlot(user);
    await user.selectOptions(screen.getByLabelText('Session Type *'), 'Conditioning (1 Hour)');
    await user.selectOptions(screen.getByLabelText('Preferred Location *'), 'West Boylston');
    expect(await screen.findByRole('radio', { name: 'Use a credit (1 left)' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Pay $85.00 instead' }));
    expect(screen.getByLabelText('Session summary')).toHaveTextContent('Price$85.00');
    await user.selectOptions(screen.getByLabelText('Session Type *'), 'Technique Training (1 Hour)');
    expect(screen.queryByRole('group', { name: 'Payment' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Session Type *'), 'Conditioning (1 Hour)');
    expect(screen.getByRole('radio', { name: 'Pay $85.00 instead' })).toBeChecked();
    await user.click(submitButton());

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/checkout/b1'));
    const sent = fetchMock.mock.calls.find(([url, init]) => url === '/api/bookings/checkout' && (init as RequestInit).method === 'POST')!;
    expect(JSON.parse(String((sent[1] as RequestInit).body))).not.toHaveProperty('paymentMethod');
  });

  test('When a credit booking comes back to the success page, then it says a package credit paid for it', async () => {
    setup('/private-classes?booking=success&bookingId=b1&key=k1', {
      'GET /api/checkout/b1': { body: buildSummary({ status: 'confirmed', holdExpiresAt: null, paymentMethod: 'credit' }) },
    });
    const details = await screen.findByLabelText('Your session');
    expect(details).toHaveTextContent('Paid with one package credit');
    expect(screen.queryByText('Payment is taken at your session.')).not.toBeInTheDocument();
  });
});
