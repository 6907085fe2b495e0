import type { Browser, ConsoleMessage } from 'playwright-core';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { buildRemote, fixtureConfig } from './support/fixture-remotes';
import { createStaticRoot, startStaticGateway } from './support/static-gateway';

// Fixture remotes deployed in place of mfe-portal (one that throws while rendering) and mfe-admin
// (one built against newer shared modules than the shell has), behind a real gateway.
let browser: Browser;
let staticRoot: ReturnType<typeof createStaticRoot>;
let gateway: Awaited<ReturnType<typeof startStaticGateway>>;

beforeAll(async () => {
  staticRoot = createStaticRoot();
  staticRoot.deploy('portal', buildRemote(fixtureConfig('throwing-remote')));
  staticRoot.deploy('admin', buildRemote(fixtureConfig('skew-remote')));
  gateway = await startStaticGateway(staticRoot.dir);
  browser = await launchBrowser();
}, 120000);

afterAll(async () => {
  await browser?.close();
  await gateway?.stop();
  staticRoot?.remove();
});

async function open(path: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL: gateway.url, viewport });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const requested: string[] = [];
  page.on('console', (m: ConsoleMessage) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(path);
  return { context, page, consoleErrors, pageErrors, requested };
}

const fallbackHeading = 'This section is temporarily unavailable';

describe('A remote that fails', () => {
  it('When a remote throws while rendering, then its area shows the fallback with Retry and the nav and other areas keep working', async () => {
    const { context, page, consoleErrors, pageErrors } = await open('/broken-page');
    await page.getByRole('heading', { name: fallbackHeading }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(consoleErrors.some((m) => m.includes('Remote area "portal" failed: Broken page: this fixture throws while rendering'))).toBe(true);

    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: fallbackHeading }).waitFor();

    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Services' }).click();
    await page.getByRole('heading', { name: 'Sports Medicine' }).first().waitFor();
    expect(await page.getByRole('heading', { name: fallbackHeading }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['360 px', { width: 360, height: 780 }],
  ])('When the fallback shows on %s, then axe finds no violations', async (_label, viewport) => {
    const { context, page } = await open('/broken-page', viewport);
    await page.getByRole('heading', { name: fallbackHeading }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('When a remote was built against newer shared modules and uses their new exports, then its area shows the fallback and the console names module, export and versions', async () => {
    const { context, page, consoleErrors, pageErrors, requested } = await open('/skew-check');
    await page.getByRole('heading', { name: fallbackHeading }).waitFor();

    const message = consoleErrors.find((m) => m.includes('Remote area "admin" failed'));
    expect(message).toContain('Remote mfe_skew cannot run on this page');
    expect(message).toContain("shared module react-router 7.18.5 lacks 'useMatch' (the remote was built against 7.18.5)");
    expect(message).toContain("shared module @wsms/ui/toast 1.0.0 lacks 'toastLater' (the remote was built against 1.1.0)");
    // Refused before its code loads: the page's preload hints fetch its entry and scripts (a preload
    // never runs them), nothing else of it is fetched, and none of its code ran (its container and chunk
    // globals are never defined), so no undefined export reached its code.
    const hinted = await page.$$eval('link[rel="preload"]', (links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(requested.filter((p) => p.startsWith('/mfe/admin/') && !hinted.includes(p))).toEqual([]);
    const globalsOf = (name: string) => page.evaluate((n) => Object.keys(window).filter((key) => key.includes(n)), name);
    expect(await globalsOf('mfe_skew')).toEqual([]);

    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: /Where Science Meets Sport/ }).waitFor();
    // The same check finds a remote whose code did run.
    expect((await globalsOf('mfe_public')).length).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
