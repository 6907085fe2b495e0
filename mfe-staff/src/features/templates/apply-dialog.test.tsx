import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { resetToasts } from '@wsms/ui';
import { renderRoute } from '../../testing/render-route';
import { buildSlot, profile, staffUser } from '../../testing/staff-fixtures';

const template = {
  id: 't1', instructorId: 'i1', name: 'Winter weeks', description: '', isActive: true, createdAt: '', updatedAt: '',
  schedulePattern: [{ dayOfWeek: 2, startTime: '18:00', endTime: '20:00', location: 'Woburn', maxBookings: 2 }],
};

function setup(applied: unknown) {
  mockFetch({
    'GET /api/auth/me': { body: staffUser },
    'GET /api/instructor/profile': { body: profile },
    'GET /api/instructor/availability-templates?instructorId=i1': { body: [template] },
    'POST /api/instructor/availability-templates/t1/apply': { status: 201, body: applied },
  });
  renderRoute('/staff-dashboard?tab=templates');
  return userEvent.setup();
}

async function applyTemplate(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('article', { name: 'Winter weeks' });
  await user.click(within(card).getByRole('button', { name: 'Apply', description: 'Winter weeks' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply Winter weeks' });
  await user.click(within(dialog).getByRole('button', { name: 'Apply Template' }));
  return dialog;
}

afterEach(() => act(() => resetToasts()));

describe('Applying a template', () => {
  test('When nothing was added, then the dialog stays open and says why', async () => {
    const reason = 'Nothing added: every date in that range has passed (America/New_York); choose a later first week';
    const user = setup({ created: [], skipped: 0, pastDates: 4, reason });

    const dialog = await applyTemplate(user);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('dialog', { name: 'Apply Winter weeks' })).toBeInTheDocument();
    expect(screen.queryByText('Template applied')).not.toBeInTheDocument();
  });

  test('When some dates had passed, then the summary counts them', async () => {
    const user = setup({ created: [buildSlot()], skipped: 2, pastDates: 1, reason: null });

    await applyTemplate(user);

    expect(await screen.findByText('1 slot added, 2 already there, 1 past date left out.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Apply Winter weeks' })).not.toBeInTheDocument();
  });
});
