import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// A signed-out visitor's current-user call answers 401, which Chromium logs as a failed resource.
const realErrors = (messages: string[]) => messages.filter((m) => !/status of 401/.test(m));

describe('Public site in Chromium', () => {
  it('When a visitor opens /, then the shell and mfe-public render the home page with the navigation', async () => {
    const { page, errors, context } = await newPage(browser);
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /Where Science Meets Sport/ }).waitFor();
    const nav = page.getByRole('navigation', { name: /main/i });
    const links = await nav.getByRole('link').allTextContents();
    expect(links.join('|')).toContain('Home|Services|Team|Performance Training|Apps|Shop|Private Classes|Training Portal|Contact');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('link', { name: 'Login' }).first().getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'Book Now' }).first().getAttribute('href')).toBe('/private-classes');
    expect(errors).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('When a visitor opens /services, then the three services with their prices show and Services is highlighted', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.goto('/services');
    for (const name of ['Sports Medicine', 'Performance Coaching', 'Nutrition Consultation']) {
      await page.getByRole('heading', { name }).first().waitFor();
    }
    const text = await page.locator('main').textContent();
    expect(text).toContain('$85/session');
    expect(text).toContain('$75/session');
    expect(text).toContain('$60/session');
    const nav = page.getByRole('navigation', { name: /main/i });
    expect(await nav.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When a visitor opens /performance-training, then the programs and the launch section show', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/performance-training');
    await page.getByRole('heading', { name: 'Programs Launching Soon' }).waitFor();
    expect(await page.locator('main').textContent()).toMatch(/3-5 athletes/);
    await context.close();
  });

  it('When a visitor opens an unknown path, then the 404 page shows its two texts', async () => {
    const { page, context } = await newPage(browser);
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await context.close();
  });

  it('When the screen is 360 px wide, then the menu collapses into a toggle that closes when a link is chosen', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Services' }).click();
    await page.waitForURL('**/services');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
