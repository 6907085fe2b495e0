import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const viewports = [
  ['desktop', { width: 1280, height: 800 }],
  ['360 px', { width: 360, height: 740 }],
] as const;

describe('API documentation page', () => {
  it.each(viewports)('When /api/docs is opened at %s, then axe-core finds no violations, nothing scrolls sideways and the CSP blocks nothing', async (_label, viewport) => {
    const { page, context, errors } = await newPage(browser, { viewport });
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });

    const res = await page.goto('/api/docs');

    expect(res?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Where Science Meets Sport API');
    expect(await page.locator('article.operation').count()).toBeGreaterThan(30);
    expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('960px');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(blocked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When a schema link is followed, then its schema opens under the Schemas heading', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/api/docs');

    await page.locator('#op-login').getByRole('link', { name: 'PublicUser' }).first().click();
    await page.locator('#schema-PublicUser summary').click();

    expect(await page.locator('#schema-PublicUser pre').textContent()).toContain('"username"');
    await context.close();
  });

  it('When the OpenAPI document is fetched through the gateway, then it is version 3.1 and lists the booking checkout', async () => {
    const res = await fetch(`${baseUrl()}/api/openapi.json`);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };

    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths['/api/bookings/checkout'] ?? {})).toEqual(['post']);
  });
});
