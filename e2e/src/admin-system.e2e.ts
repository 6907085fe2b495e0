import type { Browser } from 'playwright-core';
import { apiClient, demo } from './support/api';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { overflowingElements } from './support/layout';
import { signInContext } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const serviceNames = ['gateway', 'auth', 'catalog', 'booking', 'content'];

describe('GET /api/admin/system on the running stack', () => {
  it('When nobody, a client or a staff member asks, then 401, 403 and 403', async () => {
    const client = apiClient();
    const staff = apiClient();
    await client.login(demo.user.username, demo.user.password);
    await staff.login(demo.staff.username, demo.staff.password);

    expect((await apiClient().request('GET', '/api/admin/system')).status).toBe(401);
    expect((await client.request('GET', '/api/admin/system')).status).toBe(403);
    expect((await staff.request('GET', '/api/admin/system')).status).toBe(403);
  });

  it('When an admin asks, then every service and instance is up with its version, and the business figures are there', async () => {
    const admin = apiClient();
    await admin.login(demo.admin.username, demo.admin.password);

    const res = await admin.request<{
      services: Array<{ name: string; instances: Array<{ up: boolean; version: string | null; uptimeS: number | null }>; requestsPerMin: number | null }>;
      outbox: { pending: number; oldestAgeS: number } | null;
      feedLagS: number | null;
      backups: { last: unknown; everyHours: number | null } | null;
    }>('GET', '/api/admin/system');

    expect(res.status).toBe(200);
    expect(res.json.services.map((s) => s.name)).toEqual(serviceNames);
    for (const service of res.json.services) {
      expect(service.instances.length).toBeGreaterThan(0);
      for (const instance of service.instances) expect(instance).toMatchObject({ up: true, version: expect.any(String), uptimeS: expect.any(Number) });
      expect(service.requestsPerMin).toEqual(expect.any(Number));
    }
    expect(res.json.outbox).toEqual({ pending: expect.any(Number), oldestAgeS: expect.any(Number) });
    expect(res.json.feedLagS).toEqual(expect.any(Number));
    // The test stack takes no backups of its own (no BACKUP_DIR): no schedule.
    expect(res.json.backups).toMatchObject({ everyHours: null });
    expect(Object.keys(res.json.backups ?? {}).sort()).toEqual(['everyHours', 'last']);
  });
});

describe('the System tab in Chromium', () => {
  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 360, height: 800 }],
  ])('When an admin opens it on a %s, then every service shows its state in words, with no axe violation and nothing overflowing', async (_name, viewport) => {
    const { page, context, errors } = await newPage(browser, { viewport });
    await signInContext(context, demo.admin.username, demo.admin.password);
    await page.goto('/admin?tab=system');
    await page.getByRole('heading', { level: 2, name: 'System' }).waitFor();

    const services = page.getByRole('list', { name: 'Services' });
    await services.waitFor();
    for (const name of serviceNames) {
      const card = services.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name, exact: true }) });
      await expect(card.getByText(/^(OK|Warning|Failing)$/).first().textContent()).resolves.toMatch(/^(OK|Warning|Failing)$/);
      await expect(card.getByRole('list', { name: `${name} instances` }).textContent()).resolves.toMatch(/^Up /);
    }
    await page.getByRole('heading', { level: 4, name: 'E-mail outbox' }).waitFor();
    await page.getByRole('heading', { level: 4, name: 'Last backup' }).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowingElements(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
