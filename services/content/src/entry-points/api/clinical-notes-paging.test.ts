import type { ClinicalNote } from '@wsms/contracts';
import { walkPages } from '@wsms/service-kit/testing';
import { adminPerson, buildNote, careTeam, clinicalApi, clinicalEnv, outsiders } from '../../testing/clinical-test-kit';
import { useTrainingStack, type Person } from '../../testing/training-test-kit';

const training = useTrainingStack(clinicalEnv);
const api = () => clinicalApi(training.get().content.url);
const as = (who: Person | undefined) => (path: string) => api().request('GET', path, who);

describe('GET /api/clients/:userId/clinical-notes (paged)', () => {
  it('When the clinician walks the notes while writing more, then each note from before comes once, newest first, with its addenda', async () => {
    const team = await careTeam(training.get());
    const written: string[] = [];
    const write = async (n: number) => {
      const res = await api().writeNote(team.clinician, team.bookingId, buildNote({ plan: `Plan ${n}` }));
      const { id } = (await res.json()) as { id: string };
      return id;
    };
    for (let n = 1; n <= 5; n += 1) written.push(await write(n));
    await api().signNote(team.clinician, written[0]!);
    await api().addendum(team.clinician, written[0]!, 'Swelling gone');

    const walk = await walkPages<ClinicalNote>(as(team.clinician), `/api/clients/${team.client.identity.sub}/clinical-notes?limit=2`, async () => void (await write(99)));

    expect(walk.items.map((n) => n.id)).toEqual([...written].reverse());
    expect(walk.items.at(-1)?.addenda.map((a) => a.text)).toEqual(['Swelling gone']);
    expect(walk.links[0]).toMatch(/clinical-notes\?limit=2&cursor=[\w-]+$/);
    expect(walk.items.every((n) => !('listKey' in n))).toBe(true);
  });

  it.each(['0', '201'])('When limit is %s, then 400 naming limit', async (limit) => {
    const team = await careTeam(training.get());
    const res = await as(team.clinician)(`/api/clients/${team.client.identity.sub}/clinical-notes?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['limit']);
  });

  it('When signed out, then 401; as the client, a coach of the team or a clinician outside it, then 403; an admin reads them', async () => {
    const team = await careTeam(training.get());
    const out = await outsiders(training.get());
    const path = `/api/clients/${team.client.identity.sub}/clinical-notes?limit=1`;
    expect((await as(undefined)(path)).status).toBe(401);
    expect((await as(team.client)(path)).status).toBe(403);
    expect((await as(team.coach)(path)).status).toBe(403);
    expect((await as(out.clinician)(path)).status).toBe(403);
    expect((await as(adminPerson())(path)).status).toBe(200);
  });
});
