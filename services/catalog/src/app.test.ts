import { createService, type RunningService } from '@wsms/service-kit';
import { baseTestEnv, internalHeaders } from '@wsms/service-kit/testing';
import { loadConfig } from './config';
import { catalogService } from './app';
import { instructorRepository } from './data-access/instructor-repository';

let running: RunningService;
let url: string;

beforeAll(async () => {
  const service = await createService(catalogService(loadConfig(baseTestEnv('catalog'))));
  running = await service.listen(0);
  url = `http://127.0.0.1:${running.port}`;
});
afterAll(() => running.stop());

const buildInstructor = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marcus Silva',
  email: `coach${Math.random().toString(36).slice(2)}@example.com`,
  hourlyRateCents: 8500,
  ...overrides,
});

describe('GET /api/instructors', () => {
  it('When active and inactive instructors exist, then only active ones are listed with a decimal-string rate', async () => {
    const repo = instructorRepository(running.db);
    await repo.insert(buildInstructor({ name: 'Active Coach', hourlyRateCents: 7550 }));
    await repo.insert(buildInstructor({ name: 'Retired Coach', isActive: false }));

    const res = await fetch(`${url}/api/instructors`);
    const list = (await res.json()) as Array<{ name: string; hourlyRate: string }>;

    expect(res.status).toBe(200);
    expect(list.map((i) => i.name)).toEqual(['Active Coach']);
    expect(list[0]?.hourlyRate).toBe('75.50');
    expect(list[0]).not.toHaveProperty('hourlyRateCents');
  });
});

describe('internal instructor lookup', () => {
  it('When asked without the internal secret, then 403; with it, by id or e-mail, inactive ones too', async () => {
    const repo = instructorRepository(running.db);
    const inactive = await repo.insert(buildInstructor({ name: 'Away Coach', isActive: false }));
    expect((await fetch(`${url}/internal/instructors/${inactive.id}`)).status).toBe(403);
    const headers = internalHeaders();
    const byId = await fetch(`${url}/internal/instructors/${inactive.id}`, { headers });
    expect(await byId.json()).toMatchObject({ name: 'Away Coach', isActive: false });
    const byEmail = await fetch(`${url}/internal/instructors?email=${encodeURIComponent(inactive.email)}`, { headers });
    expect(await byEmail.json()).toMatchObject({ id: inactive.id });
    expect((await fetch(`${url}/api/instructors/${inactive.id}`)).status).toBe(404);
    expect((await fetch(`${url}/internal/instructors/000000000000000000000000`, { headers })).status).toBe(404);
  });
});
