import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@wsms/api-client/session';
import { mockFetch, type FakeRoute } from '@wsms/api-client/testing';
import type { ExerciseLog, ProgramActivity, WorkoutProgram } from '@wsms/contracts';
import { resetToasts, Toaster, UiProvider } from '@wsms/ui';
import { ProgramsTab } from './programs-tab';

const client = { id: 'c1', email: 'casey@example.com', firstName: 'Casey', lastName: 'Client' };

function buildProgram(overrides: Partial<WorkoutProgram> = {}): WorkoutProgram {
  return {
    id: 'p1', title: 'Fight Camp Strength', description: '', duration: 4, difficulty: 'Intermediate', digitalProductId: null,
    instructorId: 'i1', instructorName: 'Marcus Silva', userId: 'c1',
    exercises: ['Back Squat', 'Bench Press', 'Romanian Deadlift', 'Pull-Up', 'Plank'].map((name) => ({
      name, instructions: '', sets: 3, reps: 10, weight: name === 'Back Squat' ? 185 : null, duration: null, restTime: 60,
    })),
    createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

const log = (id: string, day: number, exerciseName = 'Back Squat'): ExerciseLog => ({
  id, userId: 'c1', workoutProgramId: 'p1', exerciseName, sets: 4, reps: 6, weight: 190, duration: 600, notes: '', setEntries: [], loggedAt: `2026-03-${String(day).padStart(2, '0')}T18:00:00.000Z`,
});

const activity: ProgramActivity = {
  programId: 'p1',
  userId: 'c1',
  compliance: { currentWeek: 2, completed: 3, total: 5, percent: 60, minutesTrained: 95, weeklyStreak: 2, lastActiveDate: '2026-03-05T18:00:00.000Z' },
  recentLogs: [log('l1', 5)],
};

function setup(routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch({
    'GET /api/workout-programs?instructorId=i1': { body: [buildProgram()] },
    'GET /api/instructor/clients?instructorId=i1': { body: [client] },
    'GET /api/workout-programs/p1/activity': { body: activity },
    'GET /api/workout-programs/p1/logs?limit=5': { body: [log('l1', 5)] },
    ...routes,
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UiProvider>
        <ProgramsTab instructor={{ id: 'i1', name: 'Marcus Silva' }} />
        <Toaster />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { fetchMock, user };
}

afterEach(() => act(() => resetToasts()));

describe('Staff Programs tab', () => {
  test('When the coach has a program assigned, then it previews 4 exercises and shows the client\'s compliance and recent logs', async () => {
    setup();
    const card = await screen.findByRole('article', { name: 'Fight Camp Strength' });
    expect(within(within(card).getByRole('list', { name: 'Exercises in Fight Camp Strength' })).getAllByRole('listitem')).toHaveLength(4);
    expect(card).toHaveTextContent('+1 more exercise');
    expect(card).toHaveTextContent('Assigned to Casey Client');
    expect(await within(card).findByText('Week 2: 3 of 5 done (60%)')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: "Casey Client's progress" })).toHaveAttribute('aria-valuenow', '60');
    expect(within(card).getByRole('list', { name: 'Recent logs by Casey Client' })).toHaveTextContent('Back Squat, 4 × 6 @ 190 lbs');
  });

  test("When the client has logged more than a page, then the coach sees the 5 newest and Load more (a button the keyboard reaches) brings the next page", async () => {
    const first = [20, 19, 18, 17, 16].map((day) => log(`n${day}`, day, `Day ${day}`));
    const next = [15, 14].map((day) => log(`n${day}`, day, `Day ${day}`));
    const { user, fetchMock } = setup({
      'GET /api/workout-programs/p1/logs?limit=5': { body: first, headers: { Link: '</api/workout-programs/p1/logs?limit=5&cursor=abc>; rel="next"' } },
      'GET /api/workout-programs/p1/logs?limit=5&cursor=abc': { body: next },
    });
    const list = await screen.findByRole('list', { name: 'Recent logs by Casey Client' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent?.split(': ')[1]?.split(',')[0])).toEqual(['Day 20', 'Day 19', 'Day 18', 'Day 17', 'Day 16']);
    expect(screen.getByText('Showing the first 5 logs.')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Load more' }).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Showing all 7 logs.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(fetchMock).toHaveBeenCalledWith('/api/workout-programs/p1/logs?limit=5&cursor=abc', expect.anything());
  });

  test('When Create Program is used, then the dialog keeps one exercise, applies the defaults and sends the program for the client', async () => {
    let sent: unknown;
    const { user } = setup({
      'POST /api/workout-programs': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: buildProgram({ id: 'p2', title: 'Mobility' }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Program' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Workout Program' });
    expect(within(dialog).getByLabelText('Duration (weeks)')).toHaveValue(4);
    expect(within(dialog).getByLabelText('Difficulty')).toHaveValue('Intermediate');
    expect(within(dialog).getByLabelText('Sets')).toHaveValue(3);
    expect(within(dialog).getByLabelText('Reps')).toHaveValue(10);
    expect(within(dialog).getByLabelText('Rest (s)')).toHaveValue(60);
    expect(within(dialog).queryByRole('button', { name: /Remove exercise/ })).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Mobility');
    await user.type(within(dialog).getByLabelText('Exercise 1 name'), 'Hip Airplane');
    await user.click(within(dialog).getByRole('button', { name: 'Add Exercise' }));
    await user.type(within(dialog).getByLabelText('Exercise 2 name'), 'Cossack Squat');
    await user.click(within(dialog).getByRole('button', { name: 'Remove exercise 1' }));
    await user.selectOptions(within(dialog).getByLabelText('Assign to client'), 'Casey Client (casey@example.com)');
    await user.click(within(dialog).getByRole('button', { name: 'Create Program' }));

    expect(await screen.findByText('Program created')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toMatchObject({
      title: 'Mobility', duration: 4, difficulty: 'Intermediate', userId: 'c1', instructorId: 'i1',
      exercises: [{ name: 'Cossack Squat', sets: 3, reps: 10, restTime: 60, weight: null, duration: null }],
    });
  });

  test('When the coach has more clients than a page, then the dialog offers the first page and Load more (no submit) brings the next one into Assign to client', async () => {
    let sent: unknown;
    const later = { id: 'c2', email: 'zoe@example.com', firstName: 'Zoe', lastName: 'Zed' };
    const { user, fetchMock } = setup({
      'GET /api/instructor/clients?instructorId=i1': { body: [client], headers: { Link: '</api/instructor/clients?instructorId=i1&limit=50&cursor=abc>; rel="next"' } },
      'GET /api/instructor/clients?instructorId=i1&limit=50&cursor=abc': { body: [later] },
      'POST /api/workout-programs': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: buildProgram({ id: 'p2', title: 'Mobility', userId: 'c2' }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Program' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Workout Program' });
    const options = () => within(within(dialog).getByLabelText('Assign to client')).getAllByRole('option').map((o) => o.textContent);
    expect(await within(dialog).findByText('Showing the first 1 clients.')).toBeInTheDocument();
    expect(options()).toEqual(['Not assigned', 'Casey Client (casey@example.com)']);

    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByText('Showing all 2 clients.')).toBeInTheDocument();
    expect(options()).toEqual(['Not assigned', 'Casey Client (casey@example.com)', 'Zoe Zed (zoe@example.com)']);
    expect(fetchMock).toHaveBeenCalledWith('/api/instructor/clients?instructorId=i1&limit=50&cursor=abc', expect.anything());
    expect(sent).toBeUndefined();

    await user.type(within(dialog).getByLabelText('Title'), 'Mobility');
    await user.type(within(dialog).getByLabelText('Exercise 1 name'), 'Hip Airplane');
    await user.selectOptions(within(dialog).getByLabelText('Assign to client'), 'Zoe Zed (zoe@example.com)');
    await user.click(within(dialog).getByRole('button', { name: 'Create Program' }));
    expect(await screen.findByText('Program created')).toBeInTheDocument();
    expect(sent).toMatchObject({ title: 'Mobility', userId: 'c2' });
  });

  test('When Reps is cleared on a timed exercise, then the program is sent with empty reps (not the default 10)', async () => {
    let sent: { exercises: Array<Record<string, unknown>> } | undefined;
    const timed = buildProgram({ id: 'p2', title: 'Core', userId: null, exercises: [{ name: 'Plank', instructions: '', sets: 3, reps: null, weight: null, duration: 45, restTime: 60 }] });
    const { user } = setup({
      'POST /api/workout-programs': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: timed };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Program' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Workout Program' });
    await user.type(within(dialog).getByLabelText('Title'), 'Core');
    await user.type(within(dialog).getByLabelText('Exercise 1 name'), 'Plank');
    await user.clear(within(dialog).getByLabelText('Reps'));
    await user.type(within(dialog).getByLabelText('Duration (s)'), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Create Program' }));

    expect(await screen.findByText('Program created')).toBeInTheDocument();
    expect(sent?.exercises).toEqual([expect.objectContaining({ name: 'Plank', sets: 3, reps: null, duration: 45 })]);
  });

  test('When a program has an exercise without reps, then the card shows "3 × 45 s" and editing keeps Reps empty', async () => {
    let sent: { exercises: Array<Record<string, unknown>> } | undefined;
    const exercises = [
      { name: 'Plank', instructions: '', sets: 3, reps: null, weight: null, duration: 45, restTime: 60 },
      { name: 'Farmer Carry', instructions: '', sets: 2, reps: null, weight: 70, duration: null, restTime: 60 },
    ];
    const { user } = setup({
      'GET /api/workout-programs?instructorId=i1': { body: [buildProgram({ exercises })] },
      'PATCH /api/workout-programs/p1': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: buildProgram({ exercises }) };
      },
    });
    const card = await screen.findByRole('article', { name: 'Fight Camp Strength' });
    expect(within(within(card).getByRole('list', { name: 'Exercises in Fight Camp Strength' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Plank: 3 × 45 s',
      'Farmer Carry: 2 sets @ 70 lbs',
    ]);

    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Workout Program' });
    expect(within(dialog).getAllByLabelText('Reps').map((input) => (input as HTMLInputElement).value)).toEqual(['', '']);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Program updated')).toBeInTheDocument();
    expect(sent?.exercises.map((e) => e.reps)).toEqual([null, null]);
  });

  test('When Edit is used, then the same dialog opens in edit mode with the program and saves a PATCH', async () => {
    let sent: unknown;
    const { user } = setup({
      'PATCH /api/workout-programs/p1': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: buildProgram({ title: 'Fight Camp Power' }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit', description: 'Fight Camp Strength' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Workout Program' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Fight Camp Strength');
    expect(within(dialog).getAllByRole('button', { name: /Remove exercise/ })).toHaveLength(5);
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Fight Camp Power');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Program updated')).toBeInTheDocument();
    expect(sent).toMatchObject({ title: 'Fight Camp Power', userId: 'c1' });
    expect(sent).not.toHaveProperty('instructorId');
  });

  test('When the server refuses the assignment, then its message shows in a destructive toast and the dialog stays open', async () => {
    const { user } = setup({
      'POST /api/workout-programs': { status: 403, body: { message: 'You can only assign programs to your own clients' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Program' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Workout Program' });
    await user.type(within(dialog).getByLabelText('Title'), 'Mobility');
    await user.type(within(dialog).getByLabelText('Exercise 1 name'), 'Hip Airplane');
    await user.click(within(dialog).getByRole('button', { name: 'Create Program' }));

    expect(await screen.findByText('You can only assign programs to your own clients')).toBeInTheDocument();
    expect(screen.getByText('Failed to create workout program')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Workout Program' })).toBeInTheDocument();
  });

  test('When an empty title is saved, then the field says so and nothing is sent', async () => {
    const { user, fetchMock } = setup();
    await user.click(await screen.findByRole('button', { name: 'Create Program' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Workout Program' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Program' }));
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(within(dialog).getByLabelText('Exercise 1 name')).toHaveAccessibleDescription('Exercise name is required');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
  test('When a program is assigned to a client with an open injury, then the stage and restrictions show as a warning (and none for a client without)', async () => {
    const { user } = setup({
      'GET /api/clients/c1/injuries': {
        body: [
          { id: 'j1', clientId: 'c1', bodyPart: 'Left knee', occurredOn: '2026-02-01', stage: 'rehab', restrictions: 'No deep squats', open: true, history: [], recordedBy: { id: 's1', name: 'Alex Trainer' }, createdAt: '2026-02-02T00:00:00.000Z' },
          { id: 'j2', clientId: 'c1', bodyPart: 'Wrist', occurredOn: '2025-02-01', stage: 'full-return', restrictions: '', open: false, history: [], recordedBy: { id: 's1', name: 'Alex Trainer' }, createdAt: '2025-02-02T00:00:00.000Z' },
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Program' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Workout Program' });
    expect(within(dialog).queryByRole('alert', { name: 'Injury warning' })).toBeNull();

    await user.selectOptions(within(dialog).getByLabelText('Assign to client'), 'Casey Client (casey@example.com)');

    const warning = await within(dialog).findByRole('alert', { name: 'Injury warning' });
    expect(warning).toHaveTextContent('Left knee, stage Rehab. Restrictions: No deep squats');
    expect(warning).not.toHaveTextContent('Wrist');
  });
});
