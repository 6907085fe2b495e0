import type { ContractCase } from '@wsms/service-kit/testing';
import type { contentApi } from '@wsms/contracts/api';
import { admin, assignedProgram, buildProgram, newClient, newCoach, type TrainingStack } from './training-test-kit';

type TrainingRoute =
  | 'listPrograms' | 'createProgram' | 'updateProgram' | 'programActivity' | 'programLogs'
  | 'myPrograms' | 'myLogs' | 'logExercise' | 'myProgress' | 'mySummaries' | 'completeExercise' | 'setWeek';

const UNKNOWN = '0123456789abcdef01234567';

/** Contract cases of the training routes, run on the content instance of a training stack (real booking and auth behind it). */
export function trainingContractCases(stack: () => TrainingStack): Record<TrainingRoute, ContractCase[]> & Partial<Record<keyof typeof contentApi, ContractCase[]>> {
  const on = 'training';
  const assigned = () => assignedProgram(stack());
  const client = async () => (await newClient(stack())).headers;
  const logOne = (headers: Record<string, string>, workoutProgramId: string) =>
    fetch(`${stack().content.url}/api/user/exercise-logs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ workoutProgramId, exerciseName: 'Back Squat', sets: 3 }),
    });
  return {
    listPrograms: [
      { when: 'a coach lists their programs', status: 200, on, request: async () => ({ headers: (await assigned()).coach.headers }) },
      { when: 'an admin filters by an empty client id', status: 400, on, request: { query: { userId: '' }, headers: admin().headers } },
      { when: 'a signed-out visitor lists programs', status: 401, on },
      { when: 'a client lists their own programs', status: 200, on, request: async () => ({ headers: await client() }) },
      { when: "a client asks for another client's programs", status: 403, on, request: async () => ({ query: { userId: UNKNOWN }, headers: await client() }) },
    ],
    createProgram: [
      {
        when: 'a coach assigns a program to their client',
        status: 201,
        on,
        request: async () => {
          const { coach, addClient } = await newCoach(stack());
          return { headers: coach.headers, body: buildProgram({ userId: (await addClient()).identity.sub }) };
        },
      },
      { when: 'a coach sends no exercises', status: 400, on, request: async () => ({ headers: (await newCoach(stack())).coach.headers, body: buildProgram({ exercises: [] }) }) },
      { when: 'a signed-out visitor writes one', status: 401, on, request: { body: buildProgram() } },
      {
        when: 'a coach assigns one to someone who is not their client',
        status: 403,
        on,
        request: async () => ({ headers: (await newCoach(stack())).coach.headers, body: buildProgram({ userId: (await newClient(stack())).identity.sub }) }),
      },
      { when: 'an admin assigns one to an unknown account', status: 404, on, request: { headers: admin().headers, body: buildProgram({ userId: UNKNOWN }) } },
    ],
    updateProgram: [
      { when: 'the author renames it', status: 200, on, request: async () => { const a = await assigned(); return { params: { id: a.program.id }, headers: a.coach.headers, body: { title: 'Renamed' } }; } },
      { when: 'the author sends no change', status: 400, on, request: async () => { const a = await assigned(); return { params: { id: a.program.id }, headers: a.coach.headers, body: {} }; } },
      { when: 'a signed-out visitor changes it', status: 401, on, request: { params: { id: UNKNOWN }, body: { title: 'x' } } },
      {
        when: 'another coach changes it',
        status: 403,
        on,
        request: async () => ({ params: { id: (await assigned()).program.id }, headers: (await newCoach(stack())).coach.headers, body: { title: 'x' } }),
      },
      { when: 'an admin changes a program that does not exist', status: 404, on, request: { params: { id: UNKNOWN }, headers: admin().headers, body: { title: 'x' } } },
    ],
    programActivity: [
      { when: "the author looks at the client's activity", status: 200, on, request: async () => { const a = await assigned(); return { params: { id: a.program.id }, headers: a.coach.headers }; } },
      { when: 'the id is too long', status: 400, on, request: { params: { id: 'x'.repeat(65) }, headers: admin().headers } },
      { when: 'a signed-out visitor looks', status: 401, on, request: { params: { id: UNKNOWN } } },
      { when: 'another coach looks', status: 403, on, request: async () => ({ params: { id: (await assigned()).program.id }, headers: (await newCoach(stack())).coach.headers }) },
      { when: 'an admin looks at a program that does not exist', status: 404, on, request: { params: { id: UNKNOWN }, headers: admin().headers } },
    ],
    programLogs: [
      {
        when: "the author reads the client's logs",
        status: 200,
        on,
        request: async () => {
          const a = await assigned();
          await logOne(a.client.headers, a.program.id);
          return { params: { id: a.program.id }, headers: a.coach.headers };
        },
      },
      { when: 'the author asks for 201 logs a page', status: 400, on, request: async () => { const a = await assigned(); return { params: { id: a.program.id }, query: { limit: '201' }, headers: a.coach.headers }; } },
      { when: 'a signed-out visitor reads them', status: 401, on, request: { params: { id: UNKNOWN } } },
      { when: 'another coach reads them', status: 403, on, request: async () => ({ params: { id: (await assigned()).program.id }, headers: (await newCoach(stack())).coach.headers }) },
      { when: 'an admin reads the logs of a program that does not exist', status: 404, on, request: { params: { id: UNKNOWN }, headers: admin().headers } },
    ],
    myPrograms: [
      { when: 'a client reads their programs', status: 200, on, request: async () => ({ headers: (await assigned()).client.headers }) },
      { when: 'a signed-out visitor reads programs', status: 401, on },
    ],
    myLogs: [
      {
        when: 'a client reads their logs',
        status: 200,
        on,
        request: async () => {
          const a = await assigned();
          await logOne(a.client.headers, a.program.id);
          return { headers: a.client.headers };
        },
      },
      { when: 'a client asks for 201 logs a page', status: 400, on, request: async () => ({ query: { limit: '201' }, headers: await client() }) },
      { when: 'a signed-out visitor reads logs', status: 401, on },
    ],
    logExercise: [
      { when: 'a client logs a set', status: 201, on, request: async () => { const a = await assigned(); return { headers: a.client.headers, body: { workoutProgramId: a.program.id, exerciseName: 'Back Squat', sets: 3, reps: 6, weight: 185 } }; } },
      { when: 'a client logs 0 sets', status: 400, on, request: async () => { const a = await assigned(); return { headers: a.client.headers, body: { workoutProgramId: a.program.id, exerciseName: 'Back Squat', sets: 0 } }; } },
      { when: 'a signed-out visitor logs', status: 401, on, request: { body: { workoutProgramId: UNKNOWN, exerciseName: 'Squat' } } },
      { when: "a client logs against someone else's program", status: 404, on, request: async () => ({ headers: await client(), body: { workoutProgramId: (await assigned()).program.id, exerciseName: 'Back Squat' } }) },
    ],
    myProgress: [
      { when: 'a client reads their progress', status: 200, on, request: async () => ({ headers: (await assigned()).client.headers }) },
      { when: 'a signed-out visitor reads progress', status: 401, on },
    ],
    mySummaries: [
      { when: 'a client reads their figures', status: 200, on, request: async () => ({ headers: (await assigned()).client.headers }) },
      { when: 'a signed-out visitor reads figures', status: 401, on },
    ],
    completeExercise: [
      { when: 'a client marks an exercise done', status: 200, on, request: async () => { const a = await assigned(); return { params: { programId: a.program.id }, headers: a.client.headers, body: { exerciseName: 'Plank', done: true } }; } },
      { when: 'a client marks an exercise the program lacks', status: 400, on, request: async () => { const a = await assigned(); return { params: { programId: a.program.id }, headers: a.client.headers, body: { exerciseName: 'Juggling', done: true } }; } },
      { when: 'a signed-out visitor marks one', status: 401, on, request: { params: { programId: UNKNOWN }, body: { exerciseName: 'Plank', done: true } } },
      { when: "a client marks one on someone else's program", status: 404, on, request: async () => ({ params: { programId: (await assigned()).program.id }, headers: await client(), body: { exerciseName: 'Plank', done: true } }) },
    ],
    setWeek: [
      { when: 'a client moves to week 2', status: 200, on, request: async () => { const a = await assigned(); return { params: { programId: a.program.id }, headers: a.client.headers, body: { currentWeek: 2 } }; } },
      { when: 'a client moves past the last week', status: 400, on, request: async () => { const a = await assigned(); return { params: { programId: a.program.id }, headers: a.client.headers, body: { currentWeek: 5 } }; } },
      { when: 'a signed-out visitor moves a week', status: 401, on, request: { params: { programId: UNKNOWN }, body: { currentWeek: 2 } } },
      { when: "a client moves a week on someone else's program", status: 404, on, request: async () => ({ params: { programId: (await assigned()).program.id }, headers: await client(), body: { currentWeek: 2 } }) },
    ],
  };
}
