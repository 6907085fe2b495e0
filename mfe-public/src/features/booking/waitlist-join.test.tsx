import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { renderRoute } from '../../testing/render-route';
import { buildInstructor } from './testing/builders';

// Wednesday 2026-03-04, 10:00 in New York.
const NOW = new Date('2026-03-04T15:00:00Z');
const slotsUrl = 'GET /api/instructors/i1/availability?date=2026-03-09';
const me = { id: 'u1', username: 'jo', email: 'jo@example.com', role: 'user', firstName: 'Jo', lastName: 'Client' };
const bookedOut = {
  availableTimes: [],
  slots: [],
  date: '2026-03-09',
  timeZone: 'America/New_York',
  taken: [{ time: '09:00', locations: ['woburn'] }, { time: '10:00', locations: ['woburn'] }],
};

function setup(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/instructors': { body: [buildInstructor()] },
    'GET /api/packages': { body: [] },
    'GET /api/user/credits': { body: { balance: 0, credits: [], history: [] } },
    [slotsUrl]: { body: bookedOut },
    ...routes,
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderRoute('/private-classes');
  return { fetchMock, user };
}

async function chooseBookedOutDay(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Instructor *'), 'i1');
  await user.click(screen.getByRole('gridcell', { name: 'Monday, March 9, 2026' }));
  await screen.findByText('No available time slots for this date');
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  window.scrollTo = jest.fn();
});
afterEach(() => {
  act(() => resetToasts());
  jest.useRealTimers();
});

describe('Join the waitlist on the booking page', () => {
  test('When a signed-out visitor finds the day taken, then they are asked to sign in to join the waitlist', async () => {
    const { user } = setup({ 'GET /api/auth/me': { status: 401 } });
    await chooseBookedOutDay(user);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Join the Waitlist' })).toBeNull();
  });

  test('When a signed-in client picks taken times and joins, then the times go to the waitlist and their place in line shows', async () => {
    const { fetchMock, user } = setup({ 'GET /api/auth/me': { body: me }, 'POST /api/waitlist': { status: 201, body: { id: 'e1', position: 3 } } });
    await chooseBookedOutDay(user);
    const times = await screen.findByRole('group', { name: 'Taken times' });
    expect(screen.getByRole('button', { name: 'Join the Waitlist' })).toBeDisabled();

    await user.click(within(times).getByRole('checkbox', { name: '10:00 AM EDT' }));
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

    expect(await screen.findByText('You are number 3 in line.', { exact: false })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/waitlist');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ instructorId: 'i1', sessionDate: '2026-03-09', times: ['10:00'], sessionType: 'technique', location: 'woburn' });
  });

  test("When joining is refused, then the server's reason shows", async () => {
    const { user } = setup({ 'GET /api/auth/me': { body: me }, 'POST /api/waitlist': { status: 409, body: { message: 'You are already on the waitlist for that time' } } });
    await chooseBookedOutDay(user);
    await user.click(await screen.findByRole('checkbox', { name: '9:00 AM EDT' }));
    await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already on the waitlist for that time');
  });
});
