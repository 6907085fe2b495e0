import type { Browser, Page } from 'playwright-core';
import { demo } from './support/api';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { overflowingElements } from './support/layout';
import { signInContext } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const viewports = [
  ['desktop', { width: 1280, height: 900 }],
  ['360 px', { width: 360, height: 740 }],
] as const;

/** The next `times` reads of `url` fail with a 503, as a service that is down for a moment; later ones go through. */
async function failFirst(page: Page, url: string, times = 1) {
  let left = times;
  await page.route(url, async (route) => {
    if (route.request().method() !== 'GET' || left <= 0) return route.fallback();
    left -= 1;
    await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) });
  });
}

describe.each(viewports)('A list that fails to load, at %s', (_label, viewport) => {
  it('When /team fails, then Error Loading Team offers Try again beside Return Home, passes axe, and Try again shows the team', async () => {
    const { page, context, errors } = await newPage(browser, { viewport });
    await failFirst(page, '**/api/staff');
    await page.goto('/team');

    const failure = page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1, name: 'Error Loading Team' }) });
    await failure.getByText('Failed to load team members. Please try again later.').waitFor();
    expect(await failure.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowingElements(page)).toEqual([]);

    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('article', { name: 'Dr. Rachel Kim' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Error Loading Team' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("When the admin's account list fails, then its failure offers Try again, passes axe, and Try again lists the accounts", async () => {
    const { page, context, errors } = await newPage(browser, { viewport });
    await signInContext(context, demo.admin.username, demo.admin.password);
    await failFirst(page, '**/api/auth/users');
    await page.goto('/admin?tab=roles');

    const failure = page.getByRole('alert').filter({ hasText: 'Failed to fetch users' });
    await failure.waitFor();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((el) => /Loading/.test(el.textContent ?? '')), null, { timeout: 15000 });
    expect(await axeViolations(page)).toEqual([]);

    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('table', { name: 'Accounts' }).getByRole('cell', { name: 'Alex Morgan' }).waitFor();
    expect(await page.getByText('Failed to fetch users').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
