import { adminPerson, buildInjury, buildIntake, buildNote, careTeam, clinicalApi, clinicalEnv, outsiders } from '../../testing/clinical-test-kit';
import { newClient, useTrainingStack, type Person } from '../../testing/training-test-kit';

const training = useTrainingStack(clinicalEnv);
const api = () => clinicalApi(training.get().content.url);

type Role = 'anonymous' | 'the client' | 'another client' | 'a coach outside the care team' | 'a coach of the care team (not a clinician)' | 'the clinician of the care team' | 'an admin';
type World = Awaited<ReturnType<typeof world>>;

async function world() {
  const stack = training.get();
  const team = await careTeam(stack);
  const out = await outsiders(stack);
  await api().saveIntake(team.client, buildIntake());
  const note = (await (await api().writeNote(team.clinician, team.bookingId, buildNote())).json()) as { id: string };
  await api().signNote(team.clinician, note.id);
  const injury = (await (await api().recordInjury(team.clinician, team.client.identity.sub, buildInjury())).json()) as { id: string };
  const who: Record<Role, Person | undefined> = {
    anonymous: undefined,
    'the client': team.client,
    'another client': await newClient(stack),
    'a coach outside the care team': out.coach,
    'a coach of the care team (not a clinician)': team.coach,
    'the clinician of the care team': team.clinician,
    'an admin': adminPerson(),
  };
  return { team, noteId: note.id, injuryId: injury.id, who };
}

// Expected status per role, in the order of `roles`.
const roles: Role[] = ['anonymous', 'the client', 'another client', 'a coach outside the care team', 'a coach of the care team (not a clinician)', 'the clinician of the care team', 'an admin'];
const matrix: Array<[string, (w: World, who?: Person) => Promise<Response>, number[]]> = [
  ['reads the intake', (w, who) => api().clientIntake(who, w.team.client.identity.sub), [401, 403, 403, 403, 200, 200, 200]],
  ['reads the chart notes', (w, who) => api().notes(who, w.team.client.identity.sub), [401, 403, 403, 403, 403, 200, 200]],
  ['writes a chart note', (w, who) => api().writeNote(who, w.team.bookingId, buildNote()), [401, 403, 403, 403, 403, 201, 403]],
  ['adds an addendum', (w, who) => api().addendum(who, w.noteId, 'Correction'), [401, 403, 403, 403, 403, 201, 403]],
  ['edits the signed note', (w, who) => api().editNote(who, w.noteId, { plan: 'x' }), [401, 403, 403, 403, 403, 409, 403]],
  ['reads the injuries', (w, who) => api().injuries(who, w.team.client.identity.sub), [401, 403, 403, 403, 200, 200, 200]],
  ['records an injury', (w, who) => api().recordInjury(who, w.team.client.identity.sub, buildInjury()), [401, 403, 403, 403, 403, 201, 403]],
  ['moves an injury stage', (w, who) => api().moveInjury(who, w.team.client.identity.sub, w.injuryId, { stage: 'rest' }), [401, 403, 403, 403, 403, 200, 403]],
];

describe('who may do what with a client record', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  describe.each(matrix)('When someone %s', (_what, call, statuses) => {
    it.each(roles.map((role, i) => [role, statuses[i]!] as const))('as %s, then it answers %i', async (role, status) => {
      expect((await call(w, w.who[role])).status).toBe(status);
    });
  });

  it('When the client reads their own record, then they get the plan and stage but never the note', async () => {
    const plan = await (await api().carePlan(w.team.client)).json();
    expect(JSON.stringify(plan)).not.toMatch(/Patellofemoral|sparring/);
    expect((await api().request('GET', '/api/user/injuries', w.team.client)).status).toBe(200);
    expect((await api().request('GET', '/api/user/record-access', undefined)).status).toBe(401);
  });
});
