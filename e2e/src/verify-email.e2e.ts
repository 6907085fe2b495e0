import type { Browser } from 'playwright-core';
import { apiClient } from './support/api';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { signInContext } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const viewports = [
  ['desktop', { width: 1280, height: 800 }],
  ['360 px', { width: 360, height: 740 }],
] as const;

const noSidewaysScroll = (page: Awaited<ReturnType<typeof newPage>>['page']) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each(viewports)('E-mail verification screens at %s', (_label, viewport) => {
  it('When the verify link page is opened and an unknown token is confirmed, then both states pass axe and the refusal is shown', async () => {
    const { page, context, errors } = await newPage(browser, { viewport });
    await page.goto(`/verify-email?token=${'x'.repeat(43)}`);
    await page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
    await page.getByRole('alert').filter({ hasText: 'invalid or has expired' }).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await page.title()).toBe('Verify E-mail | Where Science Meets Sport');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When a newly registered client opens the portal, then a notice says how to verify, with a resend button, and passes axe', async () => {
    const suffix = `${Date.now().toString(36)}${viewport.width}`;
    const registration = {
      username: `verify_${suffix}`,
      email: `Verify.${suffix}@Example.com`,
      password: 'secret123',
      firstName: 'Vera',
      lastName: 'Fy',
    };
    expect((await apiClient().request('POST', '/api/auth/register', registration)).status).toBe(201);
    const { page, context, errors } = await newPage(browser, { viewport });
    await signInContext(context, registration.username, registration.password);

    await page.goto('/client-portal');
    const notice = page.getByRole('region', { name: 'Please verify your e-mail address' });
    await notice.waitFor();

    expect(await notice.textContent()).toContain(`verify.${suffix}@example.com`);
    expect(await notice.getByRole('button', { name: 'Resend verification e-mail' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
