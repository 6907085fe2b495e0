import type { RecordAccess } from '@wsms/contracts';
import { buildIdentity, walkPages } from '@wsms/service-kit/testing';
import { recordAccessRepository } from '../../data-access/clinical/record-access-repository';
import { adminPerson, clinicalApi, clinicalEnv } from '../../testing/clinical-test-kit';
import { newClient, person, useTrainingStack, type Person } from '../../testing/training-test-kit';

const training = useTrainingStack(clinicalEnv);
const api = () => clinicalApi(training.get().content.url);
const as = (who: Person | undefined) => (path: string) => api().request('GET', path, who);

let logged = 0;
/** A read of `clientId`'s record by a coach, written as the service writes it (a second apart, in order). */
async function logRead(clientId: string, count = 1) {
  const access = recordAccessRepository(training.get().content.db);
  for (let i = 0; i < count; i += 1) {
    logged += 1;
    await access.log({ clientId, viewerId: 'coach-1', viewerName: `Coach ${logged}`, viewerRole: 'staff', what: 'injuries', at: new Date(Date.UTC(2026, 0, 1) + logged * 1000) });
  }
}

describe('GET /api/user/record-access (paged)', () => {
  it("When a client walks every page while reads are logged, then each of their entries comes once, newest first, and nobody else's", async () => {
    const client = await newClient(training.get());
    const other = await newClient(training.get());
    await logRead(client.identity.sub, 7);
    await logRead(other.identity.sub, 2);

    const walk = await walkPages<RecordAccess>(as(client), '/api/user/record-access?limit=3', () => logRead(client.identity.sub));

    expect(walk.items).toHaveLength(7);
    expect(new Set(walk.items.map((a) => a.viewer.name)).size).toBe(7);
    expect(walk.items.map((a) => a.at)).toEqual([...walk.items.map((a) => a.at)].sort().reverse());
    expect(walk.links[0]).toMatch(/^\/api\/user\/record-access\?limit=3&cursor=[\w-]+$/);
    expect(walk.items.every((a) => !('clientId' in a) && !('listKey' in a))).toBe(true);
  });

  it('When no limit is given, then a page holds 50 entries and a Link to the rest', async () => {
    const client = await newClient(training.get());
    await logRead(client.identity.sub, 51);

    const res = await api().access(client);

    expect(((await res.json()) as RecordAccess[]).length).toBe(50);
    expect(res.headers.get('link')).toMatch(/rel="next"/);
  });

  it.each(['0', '201'])('When limit is %s, then 400 naming limit', async (limit) => {
    const client = await newClient(training.get());
    const res = await api().request('GET', `/api/user/record-access?limit=${limit}`, client);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['limit']);
  });

  it('When signed out, then 401', async () => {
    expect((await api().access(undefined)).status).toBe(401);
  });
});

describe('GET /api/record-access (paged)', () => {
  it("When an admin walks one client's log while reads are logged, then each entry comes once, newest first", async () => {
    const client = await newClient(training.get());
    await logRead(client.identity.sub, 5);
    await logRead((await newClient(training.get())).identity.sub, 2);

    const walk = await walkPages<RecordAccess & { clientId: string }>(as(adminPerson()), `/api/record-access?userId=${client.identity.sub}&limit=2`, () =>
      logRead(client.identity.sub),
    );

    expect(walk.items).toHaveLength(5);
    expect(walk.items.every((a) => a.clientId === client.identity.sub)).toBe(true);
    expect(walk.items.map((a) => a.at)).toEqual([...walk.items.map((a) => a.at)].sort().reverse());
    expect(walk.links[0]).toContain(`userId=${client.identity.sub}`);
  });

  it('When an admin walks every entry while reads are logged, then nothing written before the walk is missed or repeated', async () => {
    const client = await newClient(training.get());
    await logRead(client.identity.sub, 4);
    const before = ((await (await as(adminPerson())('/api/record-access?limit=200')).json()) as unknown[]).length;

    const walk = await walkPages<RecordAccess & { clientId: string }>(as(adminPerson()), '/api/record-access?limit=5', () => logRead(client.identity.sub));

    expect(walk.items.length).toBe(before);
    expect(new Set(walk.items.map((a) => `${a.clientId}${a.viewer.name}${a.at}`)).size).toBe(before);
  });

  it.each(['0', '201'])('When limit is %s, then 400', async (limit) => {
    expect((await as(adminPerson())(`/api/record-access?limit=${limit}`)).status).toBe(400);
  });

  it('When signed out, then 401; as a client or staff, then 403', async () => {
    const client = await newClient(training.get());
    expect((await as(undefined)('/api/record-access')).status).toBe(401);
    expect((await as(client)('/api/record-access')).status).toBe(403);
    expect((await as(person(buildIdentity({ role: 'staff', clinician: true })))('/api/record-access')).status).toBe(403);
  });
});
