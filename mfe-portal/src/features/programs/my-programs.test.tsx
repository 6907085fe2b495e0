import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failsFirst, mockFetch } from '@wsms/api-client/testing';
import { renderRoute } from '../../testing/render-route';
import { buildProgram, me } from '../../testing/training-fixtures';

describe('Client portal: My Programs', () => {
  test('When programs are assigned, then each shows title, weeks, difficulty, 4 exercises and a link into the tracker', async () => {
    mockFetch({
      'GET /api/auth/me': { body: me },
      'GET /api/user/workout-programs': { body: [buildProgram(), buildProgram({ id: 'p2', title: 'Mobility', difficulty: 'Beginner', duration: 2, exercises: [{ ...buildProgram().exercises[4]!, reps: null, duration: 45 }] })] },
    });
    renderRoute('/client-portal');

    const strength = await screen.findByRole('article', { name: 'Fight Camp Strength' });
    expect(strength).toHaveTextContent('Intermediate');
    expect(strength).toHaveTextContent('4 weeks');
    expect(strength).toHaveTextContent('45 min');
    expect(within(within(strength).getByRole('list', { name: 'Exercises in Fight Camp Strength' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Back Squat: 4 × 6 @ 185 lbs',
      'Bench Press: 4 × 8 @ 135 lbs',
      'Romanian Deadlift: 3 × 10 @ 155 lbs',
      'Pull-Up: 3 × 8',
    ]);
    expect(strength).toHaveTextContent('+1 more exercise');
    expect(within(strength).getByRole('link', { name: 'Open in Workout Tracker: Fight Camp Strength' })).toHaveAttribute('href', '/workout-tracker?tab=today&program=p1');
    expect(screen.getByRole('article', { name: 'Mobility' })).toHaveTextContent('Beginner');
    expect(screen.getByRole('list', { name: 'Exercises in Mobility' })).toHaveTextContent(/^Plank: 3 × 45 s$/);
    expect(screen.queryByText('No programs assigned yet')).not.toBeInTheDocument();
  });

  test('When the programs cannot be loaded, then "Failed to fetch workout programs" shows', async () => {
    mockFetch({ 'GET /api/auth/me': { body: me }, 'GET /api/user/workout-programs': { status: 500 } });
    renderRoute('/client-portal');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch workout programs');
  });

  test('When the first load fails, then the failure offers Try again, and Try again shows the programs', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/me': { body: me },
      'GET /api/user/workout-programs': failsFirst({ body: [buildProgram()] }),
      'GET /api/user/digital-content': { body: [] },
    });
    renderRoute('/client-portal');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch workout programs');
    await user.click(screen.getByRole('button', { name: 'Try again', description: 'Failed to fetch workout programs' }));

    expect(await screen.findByRole('article', { name: 'Fight Camp Strength' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
