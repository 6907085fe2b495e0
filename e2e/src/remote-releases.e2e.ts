import type { Browser, Page } from 'playwright-core';
import { demo } from './support/api';
import { launchBrowser } from './support/browser';
import { buildRemote, fixtureConfig, nextReleaseConfig } from './support/fixture-remotes';
import { signInContext } from './support/session';
import { createStaticRoot, startStaticGateway } from './support/static-gateway';

// Releases of one remote, deployed into the STATIC_ROOT of a running gateway next to the real
// shell build, which is never rebuilt and the gateway never restarted.
let browser: Browser;
let staticRoot: ReturnType<typeof createStaticRoot>;
let gateway: Awaited<ReturnType<typeof startStaticGateway>>;
let staffNextRelease: string;
let publicNextRelease: string;

beforeAll(async () => {
  staffNextRelease = buildRemote(fixtureConfig('staff-next-release'));
  publicNextRelease = buildRemote(nextReleaseConfig, { REMOTE: 'mfe-public' });
  staticRoot = createStaticRoot();
  gateway = await startStaticGateway(staticRoot.dir);
  browser = await launchBrowser();
}, 120000);

afterAll(async () => {
  await browser?.close();
  await gateway?.stop();
  staticRoot?.remove();
});

async function openAs(account: { username: string; password: string } | null) {
  const context = await browser.newContext({ baseURL: gateway.url });
  if (account) await signInContext(context, account.username, account.password, gateway.url);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const shellScripts = (page: Page) => page.evaluate(() => [...document.scripts].map((s) => s.src).filter((src) => !src.includes('/mfe/')));

describe('A release of one remote', () => {
  it('When mfe-staff is released with a new page, then the same shell build routes to it, titled and guarded, with no restart', async () => {
    const { context, page, errors } = await openAs(demo.staff);
    await page.goto('/staff-reports');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    const shellBefore = await shellScripts(page);

    staticRoot.deploy('staff', staffNextRelease);

    // Hold the remote's files back: the tab is titled from /remotes.json before any of them arrive.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/mfe/staff/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/staff-reports');
    await page.waitForFunction(() => document.title === 'Staff Reports | Where Science Meets Sport');
    expect(await page.getByRole('heading', { name: 'Staff Reports' }).count()).toBe(0);
    release();

    await page.getByRole('heading', { name: 'Staff Reports' }).waitFor();
    await page.goto('/staff-dashboard');
    await page.getByRole('heading', { name: 'Staff Dashboard' }).first().waitFor();
    expect(await shellScripts(page)).toEqual(shellBefore);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When a user opens the released staff page, then Access Denied shows and mfe-staff is never downloaded', async () => {
    const { context, page } = await openAs(demo.user);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/staff-reports');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(requested.filter((p) => p.startsWith('/mfe/staff/'))).toEqual([]);
    await context.close();
  });

  it('When mfe-public is released while a visitor is on the site, then the next page loads the new release in place', async () => {
    const { context, page, errors } = await openAs(null);
    const missing: string[] = [];
    page.on('response', (r) => r.status() === 404 && missing.push(new URL(r.url()).pathname));
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Where Science Meets Sport/ }).waitFor();

    staticRoot.deploy('public', publicNextRelease);
    const entryReloaded = page.waitForRequest((r) => r.url().endsWith('/mfe/public/remoteEntry.js'));
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Services' }).click();

    await entryReloaded;
    await page.getByRole('heading', { name: 'Sports Medicine' }).first().waitFor();
    // The old release's chunk for /services was gone: the area reloaded instead of failing.
    expect(missing.filter((p) => /^\/mfe\/public\/.+\.js$/.test(p)).length).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'This section is temporarily unavailable' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/services');
    expect(errors).toEqual([]);
    await context.close();
  });
});
