import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, type FakeRoute } from '@wsms/api-client/testing';
import { businessDate, weekStart } from '@wsms/contracts';
import { resetToasts } from '@wsms/ui';
import { renderRoute } from '../testing/render-route';
import { buildLog, buildProgram, me, progressFor } from '../testing/training-fixtures';

// jsdom draws no canvas: the lazily loaded chart is replaced by a stand-in that shows what it was given.
jest.mock('../features/tracker/exercise-chart', () => ({
  __esModule: true,
  default: ({ exerciseName, points }: { exerciseName: string; points: Array<{ date: string; topWeight: number; volume: number }> }) => (
    <p data-testid="chart-stand-in">{`${exerciseName}: ${points.map((p) => `${p.date} ${p.topWeight}/${p.volume}`).join(', ')}`}</p>
  ),
}));

function setup(path: string, routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: me },
    'GET /api/user/workout-programs': { body: [buildProgram()] },
    'GET /api/user/workout-progress': { body: progressFor('p1', ['Back Squat', 'Bench Press']) },
    'GET /api/user/exercise-logs': { body: [] },
    ...routes,
  });
  const user = userEvent.setup();
  renderRoute(path);
  return { fetchMock, user };
}

afterEach(() => act(() => resetToasts()));

describe('Workout Tracker', () => {
  test('When the client has an open injury, then the tracker shows its return-to-play stage and restrictions above the workouts', async () => {
    setup('/workout-tracker', {
      'GET /api/user/injuries': {
        body: [
          { id: 'j1', clientId: 'u1', bodyPart: 'Left knee', occurredOn: '2026-02-01', stage: 'return-to-training', restrictions: 'No jumping', open: true, history: [], recordedBy: { id: 's', name: 'Alex' }, createdAt: '2026-02-02T00:00:00.000Z' },
          { id: 'j2', clientId: 'u1', bodyPart: 'Wrist', occurredOn: '2025-02-01', stage: 'full-return', restrictions: '', open: false, history: [], recordedBy: { id: 's', name: 'Alex' }, createdAt: '2025-02-02T00:00:00.000Z' },
        ],
      },
    });
    const stage = await screen.findByRole('region', { name: 'Return to play' });
    expect(stage).toHaveTextContent('Left knee: stage Return to training. Restrictions: No jumping');
    expect(stage).not.toHaveTextContent('Wrist');
  });

  test('When the client has no programs, then My Programs offers Browse Programs to /shop', async () => {
    setup('/workout-tracker', { 'GET /api/user/workout-programs': { body: [] }, 'GET /api/user/workout-progress': { body: {} } });
    const tabs = await screen.findByRole('tablist', { name: 'Workout tracker' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['My Programs', "Today's Workout", 'Progress']);
    expect(screen.getByRole('link', { name: 'Browse Programs' })).toHaveAttribute('href', '/shop');
  });

  test("When Today's Workout opens without a program, then no exercise shows until one is chosen", async () => {
    const { user } = setup('/workout-tracker?tab=today');
    expect(await screen.findByText('Choose a program', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: "Today's exercises" })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Program'), 'Fight Camp Strength');

    const list = await screen.findByRole('list', { name: "Today's exercises" });
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('Week 1 of 4: 2 of 5 exercises done (40%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: "This week's progress" })).toHaveAttribute('aria-valuenow', '40');
  });

  test('When three exercises are logged this week and none is ticked, then 3 of 5 are done (60%); a log from last week does not count', async () => {
    const now = new Date().toISOString();
    const lastWednesday = new Date(Date.parse(`${weekStart(businessDate(new Date()))}T16:00:00Z`) - 5 * 86_400_000).toISOString();
    const logs = [
      buildLog({ exerciseName: 'Back Squat', loggedAt: now }),
      buildLog({ exerciseName: 'Bench Press', loggedAt: now }),
      buildLog({ exerciseName: 'Plank', loggedAt: now }),
      buildLog({ exerciseName: 'Pull-Up', loggedAt: lastWednesday }),
    ];
    const { user } = setup('/workout-tracker', { 'GET /api/user/exercise-logs': { body: logs }, 'GET /api/user/workout-progress': { body: progressFor('p1', []) } });
    expect(await screen.findByText('Week 1: 3 of 5 done (60%)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Workout' }));
    expect(await screen.findByText('Week 1 of 4: 3 of 5 exercises done (60%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: "This week's progress" })).toHaveAttribute('aria-valuenow', '60');
    const box = (name: string) => within(screen.getByRole('article', { name })).getByRole('checkbox', { name: 'Done this week' });
    // A logged exercise is done whatever its tick; the box says why and cannot be unticked.
    expect(box('Bench Press')).toBeChecked();
    expect(box('Bench Press')).toBeDisabled();
    expect(box('Bench Press')).toHaveAccessibleDescription('Logged this week');
    expect(box('Pull-Up')).not.toBeChecked();
    expect(box('Pull-Up')).toBeEnabled();
  });

  test('When an exercise is ticked without a log, then it still counts beside the logged ones', async () => {
    const logs = [buildLog({ exerciseName: 'Back Squat', loggedAt: new Date().toISOString() }), buildLog({ exerciseName: 'Bench Press', loggedAt: new Date().toISOString() })];
    setup('/workout-tracker?tab=today&program=p1', { 'GET /api/user/exercise-logs': { body: logs }, 'GET /api/user/workout-progress': { body: progressFor('p1', ['Plank', 'Back Squat']) } });
    expect(await screen.findByText('Week 1 of 4: 3 of 5 exercises done (60%)')).toBeInTheDocument();
    const plank = within(screen.getByRole('article', { name: 'Plank' })).getByRole('checkbox', { name: 'Done this week' });
    expect(plank).toBeChecked();
    expect(plank).toBeEnabled();
  });

  test('When an exercise has been logged often, then its card shows the 3 most recent logs, newest first', async () => {
    const logs = [1, 2, 3, 4, 5].map((day) => buildLog({ loggedAt: `2026-03-0${day}T18:00:00.000Z`, weight: 170 + day * 5 }));
    setup('/workout-tracker?tab=today&program=p1', { 'GET /api/user/exercise-logs': { body: logs } });
    const recent = await screen.findByRole('list', { name: 'Recent logs of Back Squat' });
    expect(within(recent).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Thu, Mar 5: 4 sets · 6 reps @ 195 lbs · 600 s',
      'Wed, Mar 4: 4 sets · 6 reps @ 190 lbs · 600 s',
      'Tue, Mar 3: 4 sets · 6 reps @ 185 lbs · 600 s',
    ]);
  });

  test("When the coach left Reps empty on a timed exercise, then its card shows sets and time, and each set starts with empty Reps", async () => {
    const program = buildProgram();
    program.exercises[4] = { ...program.exercises[4]!, reps: null, duration: 45 };
    const { user } = setup('/workout-tracker?tab=today&program=p1', { 'GET /api/user/workout-programs': { body: [program] } });
    const plank = await screen.findByRole('article', { name: 'Plank' });
    expect(plank).toHaveTextContent('3 × 45 s · rest 60 s');
    expect(screen.getByRole('article', { name: 'Back Squat' })).toHaveTextContent('4 × 6 @ 185 lbs · rest 120 s');

    await user.click(within(plank).getByRole('button', { name: 'Log Exercise' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Log Exercise' })).getByLabelText('Log each set'));
    expect(screen.getAllByLabelText(/^Set \d reps$/).map((input) => (input as HTMLInputElement).value)).toEqual(['', '', '']);
  });

  test('When the Log Exercise dialog opens, then sets default to 1; bad values show the spec 5 messages and nothing is sent', async () => {
    const { user, fetchMock } = setup('/workout-tracker?tab=today&program=p1');
    await user.click(await screen.findByRole('button', { name: 'Log Exercise', description: 'Back Squat' }));
    const dialog = screen.getByRole('dialog', { name: 'Log Exercise' });
    expect(within(dialog).getByLabelText('Sets')).toHaveValue(1);

    await user.clear(within(dialog).getByLabelText('Sets'));
    await user.type(within(dialog).getByLabelText('Sets'), '0');
    await user.type(within(dialog).getByLabelText('Reps'), '0');
    await user.type(within(dialog).getByLabelText('Weight (lbs)'), '100.25');
    await user.type(within(dialog).getByLabelText('Duration (seconds)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save Log' }));

    expect(within(dialog).getByLabelText('Sets')).toHaveAccessibleDescription('Sets must be at least 1');
    expect(within(dialog).getByLabelText('Reps')).toHaveAccessibleDescription('Reps must be at least 1');
    expect(within(dialog).getByLabelText('Weight (lbs)')).toHaveAccessibleDescription('Weight must be in steps of 0.5');
    expect(within(dialog).getByLabelText('Duration (seconds)')).toHaveAccessibleDescription('Duration must be at least 1');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  test('When each set is logged, then the sets go to the server with the program, the dialog closes and a toast confirms', async () => {
    let sent: unknown;
    const { user } = setup('/workout-tracker?tab=today&program=p1', {
      'POST /api/user/exercise-logs': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: buildLog() };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Log Exercise', description: 'Back Squat' }));
    const dialog = screen.getByRole('dialog', { name: 'Log Exercise' });
    await user.click(within(dialog).getByLabelText('Log each set'));
    expect(within(dialog).getAllByLabelText(/^Set \d reps$/)).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Remove set 4' }));
    await user.clear(within(dialog).getByLabelText('Set 3 weight (lbs)'));
    await user.type(within(dialog).getByLabelText('Set 3 weight (lbs)'), '190.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Log' }));

    expect(await screen.findByText('Exercise logged')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toMatchObject({
      workoutProgramId: 'p1',
      exerciseName: 'Back Squat',
      sets: 3,
      reps: 6,
      weight: 190.5,
      setEntries: [{ reps: 6, weight: 185 }, { reps: 6, weight: 185 }, { reps: 6, weight: 190.5 }],
    });
  });

  test("When the server refuses a log, then its message shows in the dialog (spec 8: tracker log failure)", async () => {
    const { user } = setup('/workout-tracker?tab=today&program=p1', {
      'POST /api/user/exercise-logs': { status: 404, body: { message: 'Workout program not found' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Log Exercise', description: 'Plank' }));
    const dialog = screen.getByRole('dialog', { name: 'Log Exercise' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Log' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Workout program not found');
  });

  test('When Done this week is ticked, then the exercise is marked for the current week', async () => {
    let sent: unknown;
    const { user } = setup('/workout-tracker?tab=today&program=p1', {
      'POST /api/user/workout-progress/p1/completed-exercises': (init) => {
        sent = JSON.parse(String(init?.body));
        return { body: progressFor('p1', ['Back Squat', 'Bench Press', 'Plank']).p1 };
      },
    });
    const plank = await screen.findByRole('article', { name: 'Plank' });
    await user.click(within(plank).getByRole('checkbox', { name: 'Done this week' }));
    expect(sent).toEqual({ exerciseName: 'Plank', done: true });
  });

  test('When Progress opens, then percent, minutes trained, streak, records, the 10 most recent activities and the chart show', async () => {
    // Last week's Wednesday, 11:00 or noon in New York: twelve logs an hour apart stay inside one week
    // whenever the test runs (a run early on a Monday once split them over two).
    const lastWednesday = Date.parse(`${weekStart(businessDate(new Date()))}T16:00:00Z`) - 5 * 86_400_000;
    const logs = Array.from({ length: 12 }, (_, i) =>
      buildLog({ exerciseName: i % 2 ? 'Bench Press' : 'Back Squat', loggedAt: new Date(lastWednesday - i * 3_600_000).toISOString(), duration: 300, weight: 100 + i * 5 }),
    );
    setup('/workout-tracker?tab=progress&program=p1', { 'GET /api/user/exercise-logs': { body: logs } });
    const stats = await screen.findByRole('heading', { level: 2, name: 'Fight Camp Strength' });
    const section = stats.closest('section')!;
    expect(within(section).getByText('Progress').nextSibling).toHaveTextContent('40%');
    expect(within(section).getByText('Minutes trained').nextSibling).toHaveTextContent('60');
    expect(within(section).getByText('Weekly streak').nextSibling).toHaveTextContent('1 week');
    expect(within(screen.getByRole('list', { name: 'Recent activity' })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('rowheader', { name: 'Back Squat' }).parentElement).toHaveTextContent('150 lbs × 6');
    expect(await screen.findByTestId('chart-stand-in')).toHaveTextContent(/^Back Squat: /);
  });
});
