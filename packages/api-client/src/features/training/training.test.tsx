import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';
import { mockFetch } from '../../testing/mock-fetch';
import { getMyPrograms } from './get-my-programs';
import { getPrograms } from './get-programs';
import { logExercise, useLogExercise } from './log-exercise';
import { useMyLogPages } from './get-my-logs';
import { useMySummaries } from './get-my-summaries';
import { useProgramLogPages } from './get-program-activity';

const queryClient = createQueryClient();
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

describe('training operations', () => {
  test('When the programs cannot be read, then the error is spec 8\'s "Failed to fetch workout programs" with the status', async () => {
    mockFetch({ 'GET /api/user/workout-programs': { status: 500, body: 'boom' } });
    const error = await getMyPrograms().catch((e: unknown) => e);
    expect((error as Error).message).toBe('Failed to fetch workout programs');
    expect((error as { status: number }).status).toBe(500);
  });

  test('When a log is refused, then the error is the server\'s own message (spec 8: the tracker shows it)', async () => {
    mockFetch({ 'POST /api/user/exercise-logs': { status: 404, body: { message: 'Workout program not found' } } });
    const error = await logExercise({ workoutProgramId: 'p1', exerciseName: 'Squat' }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Workout program not found');
  });

  test('When staff filter programs, then only the filters given go in the query', async () => {
    const fetchMock = mockFetch({ 'GET /api/workout-programs?instructorId=i1': { body: [] } });
    await getPrograms({ instructorId: 'i1', userId: undefined });
    expect(fetchMock).toHaveBeenCalledWith('/api/workout-programs?instructorId=i1', { credentials: 'include', cache: 'no-cache' });
  });

  test('When a log is saved, then the log pages and the figures are read again', async () => {
    let reads = 0;
    let summaries = 0;
    mockFetch({
      'GET /api/user/exercise-logs?workoutProgramId=p1': () => ({ body: Array.from({ length: (reads += 1) - 1 }, (_, i) => ({ id: String(i) })) }),
      'GET /api/user/workout-summaries': () => ({ body: { p1: { reads: (summaries += 1) } } }),
      'GET /api/user/workout-progress': { body: {} },
      'POST /api/user/exercise-logs': { status: 201, body: { id: 'l1' } },
    });
    const { result } = renderHook(() => ({ logs: useMyLogPages('p1'), figures: useMySummaries(), log: useLogExercise() }), { wrapper });
    await waitFor(() => expect(result.current.logs.items).toEqual([]));
    await waitFor(() => expect(result.current.figures.data).toBeDefined());

    await act(() => result.current.log.mutateAsync({ workoutProgramId: 'p1', exerciseName: 'Squat' }));

    await waitFor(() => expect(result.current.logs.items).toHaveLength(1));
    expect(summaries).toBe(2);
  });

  test("When the coach loads more of a client's logs, then the next page is the Link the first answered", async () => {
    const fetchMock = mockFetch({
      'GET /api/workout-programs/p1/logs?cursor=c1&limit=2': { body: [{ id: 'l3' }] },
      'GET /api/workout-programs/p1/logs': { body: [{ id: 'l1' }, { id: 'l2' }], headers: { Link: '</api/workout-programs/p1/logs?cursor=c1&limit=2>; rel="next"' } },
    });
    const { result } = renderHook(() => useProgramLogPages('p1'), { wrapper });
    await waitFor(() => expect(result.current.items.map((l) => l.id)).toEqual(['l1', 'l2']));
    expect(result.current.hasMore).toBe(true);

    await act(() => result.current.loadMore());

    await waitFor(() => expect(result.current.items.map((l) => l.id)).toEqual(['l1', 'l2', 'l3']));
    expect(result.current.hasMore).toBe(false);
    expect(fetchMock).toHaveBeenCalledWith('/api/workout-programs/p1/logs?cursor=c1&limit=2', expect.anything());
  });
});
