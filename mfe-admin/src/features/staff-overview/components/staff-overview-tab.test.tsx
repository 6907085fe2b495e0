import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wsms/api-client/testing';
import { admin, buildBooking, buildInstructor, buildSlot, buildUser } from '../../../testing/builders';
import { renderRoute } from '../../../testing/render-route';

const marcus = buildUser({ role: 'staff', firstName: 'Marcus', lastName: 'Silva', username: 'staff', email: 'marcus@example.com' });
const client = buildUser({ role: 'user', firstName: 'Cara', lastName: 'Client' });
const coach = buildInstructor({
  id: 'i-marcus',
  email: 'marcus@example.com',
  title: 'Head Coach',
  bio: 'Black belt.',
  specialties: ['BJJ', 'Conditioning', 'Competition'],
  certifications: ['IBJJF Black Belt'],
});
const users = [admin, marcus, client];

function routes(extra: Record<string, unknown> = {}) {
  return {
    'GET /api/auth/me': { body: admin },
    'GET /api/auth/users': { body: users },
    // The overview reads the team by role (the service filters; here, the same users by role).
    'GET /api/auth/users?role=staff&limit=200': { body: users.filter((u) => u.role === 'staff') },
    'GET /api/auth/users?role=admin&limit=200': { body: users.filter((u) => u.role === 'admin') },
    'GET /api/instructors?scope=all': { body: [coach] },
    'GET /api/workout-programs': { status: 404, body: { message: 'Not found' } },
    'GET /api/instructor/bookings?instructorId=i-marcus': { body: Array.from({ length: 7 }, (_, i) => buildBooking({ clientEmail: `c${i}@example.com`, status: i === 0 ? 'confirmed' : 'pending' })) },
    'GET /api/instructor/availability?instructorId=i-marcus': { body: [buildSlot({ dayOfWeek: 1, startTime: '09:00', endTime: '12:00' }), buildSlot({ dayOfWeek: 3, startTime: '14:00', endTime: '18:00', location: 'Woburn' })] },
    ...extra,
  } as Parameters<typeof mockFetch>[0];
}

describe('the Staff Overview tab', () => {
  test('When it opens, then there is a card for each staff or admin user, with 2 specialties then +N', async () => {
    mockFetch(routes());
    renderRoute('/admin');

    expect(await screen.findByRole('heading', { name: 'Marcus Silva' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cara Client' })).toBeNull();
    const tags = within(screen.getByRole('list', { name: 'Specialties of Marcus Silva' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['BJJ', 'Conditioning', '+1']);
  });

  test('When a card is opened, then the dialog shows the account, staff details, 5 sessions and the rest counted, programs and availability', async () => {
    const user = userEvent.setup();
    mockFetch(routes());
    renderRoute('/admin');

    await user.click(await screen.findByRole('button', { name: 'View Details', description: 'Marcus Silva' }));
    const dialog = screen.getByRole('dialog', { name: 'Marcus Silva' });

    expect(dialog).toHaveTextContent('staff');
    expect(dialog).toHaveTextContent('marcus@example.com');
    expect(dialog).toHaveTextContent('Username: staff');
    expect(dialog).toHaveTextContent('Head Coach');
    expect(dialog).toHaveTextContent('Certifications: IBJJF Black Belt');
    expect(await within(dialog).findByText('And 2 more sessions...')).toBeInTheDocument();
    const sessions = within(within(dialog).getByRole('heading', { name: 'Recent Sessions' }).parentElement!).getAllByRole('listitem');
    expect(sessions).toHaveLength(5);
    expect(sessions[0]).toHaveTextContent('Technique Training (1 Hour) · Jan 8, 2030 at 10:00 · c0@example.com confirmed');
    expect(within(dialog).getByText('No workout programs created')).toBeInTheDocument();
    expect(within(dialog).getByText('Monday').nextSibling).toHaveTextContent('09:00 - 12:00 (Marlborough)');
    expect(within(dialog).getByText('Wednesday').nextSibling).toHaveTextContent('14:00 - 18:00 (Woburn)');
    expect(within(dialog).getByText('Sunday').nextSibling).toHaveTextContent('Not available');
  });

  test('When programs exist, then each shows its exercise count and difficulty, Intermediate by default', async () => {
    const user = userEvent.setup();
    mockFetch(
      routes({
        'GET /api/workout-programs': {
          body: [
            { id: 'p1', title: 'Guard Retention', description: 'Six weeks', instructorId: 'i-marcus', exercises: [{}, {}, {}] },
            { id: 'p2', name: 'Takedowns', instructorId: 'i-marcus', exercises: [{}], difficulty: 'Advanced' },
            { id: 'p3', title: 'Someone else', instructorId: 'other', exercises: [] },
          ],
        },
      }),
    );
    renderRoute('/admin');

    await user.click(await screen.findByRole('button', { name: 'View Details', description: 'Marcus Silva' }));
    const section = within(screen.getByRole('dialog')).getByRole('heading', { name: 'Workout Programs' }).parentElement!;

    expect(await within(section).findByText('Guard Retention')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Guard Retention · Six weeks · 3 exercises · Intermediate',
      'Takedowns · 1 exercises · Advanced',
    ]);
  });

  test('When a user has no instructor record, then no sessions and no availability are shown', async () => {
    const user = userEvent.setup();
    mockFetch(routes());
    renderRoute('/admin');

    await user.click(await screen.findByRole('button', { name: 'View Details', description: 'Jane Doe' }));
    const dialog = screen.getByRole('dialog', { name: 'Jane Doe' });

    expect(within(dialog).getByText('No sessions scheduled')).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Staff details' })).toBeNull();
    expect(within(dialog).getAllByText('Not available')).toHaveLength(7);
  });
});
