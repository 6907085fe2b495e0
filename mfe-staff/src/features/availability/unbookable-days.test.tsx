import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type FakeRoute } from '@wsms/api-client/testing';
import { isClosedDay } from '@wsms/contracts/dates';
import { resetToasts } from '@wsms/ui';
import { renderRoute } from '../../testing/render-route';
import { buildSlot, inDays, profile, staffUser } from '../../testing/staff-fixtures';

function setup(routes: Record<string, FakeRoute> = {}, path = '/staff-dashboard') {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: staffUser },
    'GET /api/instructor/profile': { body: profile },
    'GET /api/instructor/availability?instructorId=i1': { body: [buildSlot()] },
    'GET /api/instructor/availability-templates?instructorId=i1': { body: [] },
    ...routes,
  });
  renderRoute(path);
  return { fetchMock, user: userEvent.setup() };
}

const posted = (fetchMock: jest.Mock, key: string) =>
  fetchMock.mock.calls.some(([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? 'GET'} ${url}` === key);

/** The first Sunday at least `days` days from today. */
const sundayFrom = (days: number) => {
  for (let n = days; ; n += 1) if (isClosedDay(inDays(n))) return inDays(n);
};

afterEach(() => act(() => resetToasts()));

describe('Availability on days nobody can book', () => {
  test('When Add Availability opens, then no Sunday is offered for a weekly slot', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Availability' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Availability' });

    const days = within(within(dialog).getByLabelText('Day of week')).getAllByRole('option').map((o) => o.textContent);

    expect(days).toEqual(['Select a day', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });

  test('When a one-off slot is dated on a Sunday, then the form says why and nothing is sent', async () => {
    const { fetchMock, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Availability' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Availability' });
    await user.click(within(dialog).getByLabelText('Repeats weekly'));
    const sunday = sundayFrom(1);
    await user.type(within(dialog).getByLabelText('Date'), sunday);
    await user.selectOptions(within(dialog).getByLabelText('Location'), 'Woburn');

    await user.click(within(dialog).getByRole('button', { name: 'Add Availability' }));

    expect(await within(dialog).findByText(`Date: ${sunday} is a Sunday, and sessions are not available on Sundays`)).toBeInTheDocument();
    expect(posted(fetchMock, 'POST /api/instructor/availability')).toBe(false);
  });

  test('When a template entry is added, then no Sunday is offered for it', async () => {
    const { user } = setup({}, '/staff-dashboard?tab=templates');
    await user.click(await screen.findByRole('button', { name: 'Create Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Template' });

    const days = within(within(dialog).getByLabelText('Day (entry 1)')).getAllByRole('option').map((o) => o.textContent);

    expect(days).not.toContain('Sunday');
    expect(days).toHaveLength(6);
  });
});
