import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failsFirst, mockFetch } from '@wsms/api-client/testing';
import { renderRoute } from '../../testing/render-route';
import { buildSlot, profile, staffUser } from '../../testing/staff-fixtures';

describe('Staff dashboard: Availability', () => {
  test('When the slots fail to load, then the failure offers Try again, and Try again lists them', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/me': { body: staffUser },
      'GET /api/instructor/profile': { body: profile },
      'GET /api/instructor/availability?instructorId=i1': failsFirst({ body: [buildSlot()] }, { status: 500, body: 'Failed to fetch availability' }),
    });
    renderRoute('/staff-dashboard');

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to fetch availability');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));

    const slots = await screen.findByRole('list', { name: 'Availability slots' });
    expect(within(slots).getAllByRole('listitem')[0]).toHaveTextContent('Every Tuesday, 09:00–17:00');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
