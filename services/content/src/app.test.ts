import { createService, type RunningService } from '@wsms/service-kit';
import { baseTestEnv, buildIdentity, identityHeaders } from '@wsms/service-kit/testing';
import { loadConfig } from './config';
import { contentService } from './app';
import { digitalProductRepository } from './data-access/digital/digital-product-repository';

let running: RunningService;
let url: string;

beforeAll(async () => {
  const service = await createService(contentService(loadConfig(baseTestEnv('content'))));
  running = await service.listen(0);
  url = `http://127.0.0.1:${running.port}`;
  const repo = digitalProductRepository(running.db);
  await repo.insert({ title: 'Guard Retention Program', type: 'workout_program', priceCents: 2999 });
  await repo.insert({ title: 'Old Video', type: 'video', priceCents: 999, isActive: false });
});
afterAll(() => running.stop());

describe('GET /api/digital-products', () => {
  it('When the public asks, then only active products come back with a decimal price', async () => {
    const body = (await (await fetch(`${url}/api/digital-products`)).json()) as Array<{ title: string; price: string }>;
    expect(body.map((p) => [p.title, p.price])).toEqual([['Guard Retention Program', '29.99']]);
  });

  it('When an admin asks, then inactive products are listed too', async () => {
    const headers = identityHeaders(buildIdentity({ role: 'admin' }));
    const body = (await (await fetch(`${url}/api/digital-products`, { headers })).json()) as unknown[];
    expect(body).toHaveLength(2);
  });
});
