import { createPublicKey } from 'node:crypto';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { register } from 'prom-client';
import { createService, type RunningService } from '@wsms/service-kit';
import { contentService, loadConfig } from '@wsms/content-service';
import { launchBrowser } from './support/browser';
import { startStaticGateway } from './support/static-gateway';

const root = path.resolve(__dirname, '../..');

/** The stack's database server with another database name (its options kept). */
const databaseUri = (name: string) => {
  const base = process.env.E2E_MONGODB_BASE ?? '';
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(base);
  if (!match) throw new Error(`E2E_MONGODB_BASE is not a mongodb:// URI: ${base}`);
  return `${match[1]}/${name}${match[2] ?? ''}`;
};

let browser: Browser;
let content: RunningService;
let gateway: Awaited<ReturnType<typeof startStaticGateway>>;

// The content service runs in this process (its own database on the stack's server), behind a gateway
// process of its own: the histograms a real visit feeds are read from this process's prom-client registry.
beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    MONGODB_URI: databaseUri(`e2e_vitals_${process.pid}`),
    INTERNAL_SECRET: process.env.E2E_INTERNAL_SECRET,
    IDENTITY_PUBLIC_KEY: createPublicKey((process.env.E2E_IDENTITY_PRIVATE_KEY ?? '').replace(/\\n/g, '\n')).export({ type: 'spki', format: 'pem' }).toString(),
    LOG_LEVEL: 'silent',
  });
  content = await (await createService(contentService(config))).listen(0, '127.0.0.1');
  gateway = await startStaticGateway(root, { CONTENT_URL: `http://127.0.0.1:${content.port}` });
  browser = await launchBrowser();
}, 60000);
afterAll(async () => {
  await browser?.close();
  await gateway?.stop();
  await content?.db.dropDatabase();
  await content?.stop();
});

/** The route's LCP count as this process's /metrics would show it (0 before the first). */
async function lcpCount(route: string) {
  const text = register.getSingleMetric('wsms_web_vitals_lcp_seconds') ? await register.getSingleMetricAsString('wsms_web_vitals_lcp_seconds') : '';
  return Number(new RegExp(`^wsms_web_vitals_lcp_seconds_count\\{route="${route}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
}

describe('Real-user Core Web Vitals in Chromium', () => {
  it('When a visitor opens /private-classes (with a query and a fragment) and then clicks, then its LCP is recorded under the route template, never the URL', async () => {
    const context = await browser.newContext({ baseURL: gateway.url });
    const page = await context.newPage();
    const reports: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/telemetry/vitals')) reports.push(request.postDataJSON());
    });
    const before = await lcpCount('/private-classes');

    await page.goto('/private-classes?utm_source=e2e#top');
    await page.getByRole('heading', { level: 1, name: 'Private Classes' }).waitFor();
    // web-vitals loads once the page has loaded and the main thread is idle (off the first visit's critical path).
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/vitals\.\w+\.js$/.test(e.name)), undefined, { timeout: 15000 });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 50))));
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/telemetry/vitals') && res.request().postDataJSON()?.name === 'LCP');
    // The visitor's first click (a real, trusted input) ends LCP: web-vitals sends its final figure then.
    await page.getByRole('heading', { level: 1, name: 'Private Classes' }).click();

    expect((await answered).status()).toBe(204);
    expect(reports).toContainEqual({ name: 'LCP', value: expect.any(Number), route: '/private-classes' });
    expect(JSON.stringify(reports)).not.toContain('utm_source');
    // The 204 is sent after the figure is observed: the process's registry holds it by now.
    expect((await lcpCount('/private-classes')) - before).toBe(1);
    await context.close();
  });
});
