import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { demo } from './support/api';
import { axeViolations } from './support/axe';
import { signInContext } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function visitAs(path: string, account?: { username: string; password: string }) {
  const { page, context } = await newPage(browser);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  if (account) await signInContext(context, account.username, account.password);
  await page.goto(path);
  return { page, context, requested };
}

describe('Role guards in Chromium', () => {
  it('When /admin is opened signed out, then the login screen shows and mfe-admin is never downloaded', async () => {
    const { page, context, requested } = await visitAs('/admin');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    expect(requested.some((p) => p.startsWith('/mfe/admin/'))).toBe(false);
    await context.close();
  });

  it('When /admin is opened as a user, then Access Denied offers their own Training Portal (not Go to Login), axe-clean at 1280 and 360 px', async () => {
    const { page, context } = await visitAs('/admin', demo.user);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText("You don't have permission to access this page.").waitFor();
    expect(await page.getByRole('link', { name: 'Go to Login' }).count()).toBe(0);
    for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 780 }]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.getByRole('main').getByRole('link', { name: 'Go to Training Portal' }).click();
    await page.waitForURL((url) => url.pathname === '/client-portal');
    await page.getByRole('heading', { name: 'Client Portal' }).first().waitFor();
    await context.close();
  });

  it('When /admin is opened as an admin, then the admin page shows', async () => {
    const { page, context } = await visitAs('/admin', demo.admin);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).first().waitFor();
    await context.close();
  });

  it('When /staff-dashboard is opened as staff, then it works; as a user, it is denied', async () => {
    const staff = await visitAs('/staff-dashboard', demo.staff);
    await staff.page.getByRole('heading', { name: 'Staff Dashboard' }).first().waitFor();
    await staff.context.close();
    const user = await visitAs('/staff-dashboard', demo.user);
    await user.page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await user.context.close();
  });

  it('When /client-portal is opened signed out, then the login screen shows; signed in, the portal', async () => {
    const signedOut = await visitAs('/client-portal');
    await signedOut.page.getByRole('tab', { name: 'Login' }).waitFor();
    await signedOut.context.close();
    const user = await visitAs('/client-portal', demo.user);
    await user.page.getByRole('heading', { name: 'Client Portal' }).first().waitFor();
    await user.context.close();
  });

  it.each([
    ['/client-portal', 'Client Portal', demo.user, 'Jamie (user)'],
    ['/workout-tracker', 'Workout Tracker', demo.user, 'Jamie (user)'],
    ['/staff-dashboard', 'Staff Dashboard', demo.staff, 'Marcus (staff)'],
    ['/instructor-dashboard', 'Instructor Dashboard', demo.staff, 'Marcus (staff)'],
    ['/staff', 'Staff', demo.staff, 'Marcus (staff)'],
    ['/admin', 'Admin Dashboard', demo.admin, 'Alex (admin)'],
    ['/digital-content', 'Digital Content Management', demo.admin, 'Alex (admin)'],
  ])('When %s is open, then the bar offers Logout beside the name and role, and it is the only Logout on the page', async (path, heading, account, badge) => {
    const { page, context } = await visitAs(path, account);
    await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
    await page.getByText(/Welcome, /).first().waitFor();
    const bar = page.getByRole('banner');
    expect(await bar.getByText(badge).count()).toBe(1);
    expect(await bar.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    expect(await page.getByRole('main').getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    await context.close();
  });

  it('When a user is turned away from the staff dashboard, then the navigation bar still offers Logout', async () => {
    const { page, context } = await visitAs('/staff-dashboard', demo.user);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    await context.close();
  });
});
