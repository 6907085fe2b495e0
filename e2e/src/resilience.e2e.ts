import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startSeparateStack, type SeparateStack } from './support/separate-stack';

// Its own stack: the catalog service gets killed and mfe-admin points at an address nobody serves.
let stack: SeparateStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startSeparateStack({ REMOTE_ADMIN_URL: 'http://127.0.0.1:9/remoteEntry.js' });
  browser = await launchBrowser();
}, 120000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function signIn(username: string, password: string) {
  const res = await fetch(`${stack.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe('When parts of the system are down', () => {
  it('When the catalog service is stopped, then its routes answer 503 within 2 s and sign-in keeps working', async () => {
    const cookie = await signIn('client', 'client123');
    expect((await fetch(`${stack.url}/api/instructors`)).status).toBe(200);

    process.kill(stack.pids.catalog, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 500));

    const started = Date.now();
    const res = await fetch(`${stack.url}/api/instructors`);
    const elapsed = Date.now() - started;
    expect(res.status).toBe(503);
    expect(elapsed).toBeLessThan(2000);
    expect(((await res.json()) as { message: string }).message).toMatch(/catalog service is unavailable/);

    const me = await fetch(`${stack.url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    const health = await fetch(`${stack.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', services: { catalog: { status: 'down' }, auth: { status: 'up' } } });
  });

  it('When mfe-admin is unreachable, then /admin shows the fallback and / still works', async () => {
    const cookie = await signIn('admin', 'admin123');
    const context = await browser.newContext({ baseURL: stack.url });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: stack.url }]);
    const page = await context.newPage();

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'This section is temporarily unavailable' }).waitFor();
    await page.getByRole('navigation').first().waitFor();

    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toContain('Where Science Meets Sport');
    await context.close();
  });
});
