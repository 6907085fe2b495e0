import type { RecordAccess, RecordVisit } from '@wsms/contracts';
import { walkPages } from '@wsms/service-kit/testing';
import { recordAccessRepository } from '../../data-access/clinical/record-access-repository';
import { careTeam, clinicalApi, clinicalEnv, buildIntake } from '../../testing/clinical-test-kit';
import { newClient, useTrainingStack, type Person } from '../../testing/training-test-kit';

const training = useTrainingStack(clinicalEnv);
const stack = () => training.get();
const api = () => clinicalApi(stack().content.url);
const as = (who: Person | undefined) => (path: string) => api().request('GET', path, who);
const visitsOf = async (who: Person, query = '') => (await (await api().request('GET', `/api/user/record-access/visits${query}`, who)).json()) as RecordVisit[];

const T0 = Date.UTC(2026, 10, 28, 16, 0);
const minutes = (n: number) => new Date(T0 + n * 60_000);
/** A read written as the service writes it, `at` minutes after T0. */
async function logAt(clientId: string, viewer: string, at: number, what: RecordAccess['what'] = 'intake', viewerRole = 'Coach') {
  await recordAccessRepository(stack().content.db).log({ clientId, viewerId: viewer, viewerName: `Viewer ${viewer}`, viewerRole, what, at: minutes(at) });
}

describe('GET /api/user/record-access/visits', () => {
  it('When a clinician opens the record six times in two minutes and a coach twice, then the client sees two visits saying what each read, and every read stays in the full log', async () => {
    const team = await careTeam(stack());
    const id = team.client.identity.sub;
    await api().saveIntake(team.client, buildIntake());
    for (let open = 0; open < 6; open += 1) await Promise.all([api().clientIntake(team.clinician, id), api().notes(team.clinician, id), api().injuries(team.clinician, id)]);
    for (let open = 0; open < 2; open += 1) await Promise.all([api().clientIntake(team.coach, id), api().injuries(team.coach, id)]);

    const visits = await visitsOf(team.client);
    expect(visits.map(({ viewer, what, reads }) => ({ viewer, what, reads }))).toEqual([
      { viewer: { name: 'Sam Coach', role: 'Coach' }, what: ['intake', 'injuries'], reads: 4 },
      { viewer: { name: 'Alex Trainer', role: 'Clinician' }, what: ['intake', 'clinical notes', 'injuries'], reads: 18 },
    ]);
    for (const visit of visits) expect(visit.from <= visit.to).toBe(true);
    const log = (await (await api().request('GET', '/api/user/record-access?limit=200', team.client)).json()) as RecordAccess[];
    expect(log).toHaveLength(22);
    expect(await visitsOf(await newClient(stack()))).toEqual([]);
  });

  it('When a viewer reads again within 30 minutes of their last read, then it is the same visit; after a longer pause, by someone else or in another role, another one', async () => {
    const client = await newClient(stack());
    const id = client.identity.sub;
    await logAt(id, 'a', 0);
    await logAt(id, 'b', 5, 'injuries');
    await logAt(id, 'a', 10, 'clinical notes');
    await logAt(id, 'a', 35, 'injuries');
    await logAt(id, 'a', 120);
    // The same account made a clinician two minutes later: another visit, in its new role.
    await logAt(id, 'a', 122, 'clinical notes', 'Clinician');

    expect(await visitsOf(client)).toEqual([
      { viewer: { name: 'Viewer a', role: 'Clinician' }, from: minutes(122).toISOString(), to: minutes(122).toISOString(), what: ['clinical notes'], reads: 1 },
      { viewer: { name: 'Viewer a', role: 'Coach' }, from: minutes(120).toISOString(), to: minutes(120).toISOString(), what: ['intake'], reads: 1 },
      { viewer: { name: 'Viewer a', role: 'Coach' }, from: minutes(0).toISOString(), to: minutes(35).toISOString(), what: ['intake', 'clinical notes', 'injuries'], reads: 3 },
      { viewer: { name: 'Viewer b', role: 'Coach' }, from: minutes(5).toISOString(), to: minutes(5).toISOString(), what: ['injuries'], reads: 1 },
    ]);
  });

  it('When the client walks the visits a page at a time while reads are logged, then each visit comes once and whole, newest first, even when two viewers overlap', async () => {
    const client = await newClient(stack());
    const id = client.identity.sub;
    // Two viewers reading in turns for ten minutes, then five lone visits an hour apart.
    for (let m = 0; m < 10; m += 1) await logAt(id, m % 2 ? 'a' : 'b', m, m % 3 ? 'intake' : 'injuries');
    for (let hour = 1; hour <= 5; hour += 1) await logAt(id, `lone${hour}`, hour * 60);
    let extra = 0;

    const walk = await walkPages<RecordVisit>(as(client), '/api/user/record-access/visits?limit=1', async () => {
      extra += 1;
      await logAt(id, 'late', 24 * 60 + extra);
    });

    expect(walk.items.map((v) => `${v.viewer.name} ${v.reads}`)).toEqual([
      'Viewer lone5 1', 'Viewer lone4 1', 'Viewer lone3 1', 'Viewer lone2 1', 'Viewer lone1 1', 'Viewer a 5', 'Viewer b 5',
    ]);
    expect(walk.pages).toBe(6);
    expect(walk.links[0]).toMatch(/^\/api\/user\/record-access\/visits\?limit=1&cursor=[\w-]+$/);
  });

  it('When signed out, then 401; a bad page size, 400 naming limit', async () => {
    expect((await api().request('GET', '/api/user/record-access/visits', undefined)).status).toBe(401);
    const res = await api().request('GET', '/api/user/record-access/visits?limit=0', await newClient(stack()));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['limit']);
  });
});
