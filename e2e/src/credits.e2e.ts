import type { Browser, Page } from 'playwright-core';
import { apiClient, buildRegistration, demo, verifyEmail } from './support/api';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { bookableDay, pickDate, slotLabel } from './support/business-dates';
import { signInContext } from './support/session';

/*
 * Packages and credits end to end in Chromium: an admin puts a pack on sale, a verified client buys
 * it (paid at the gym: staff record the payment), books with a credit, sees the balance fall,
 * cancels before the cut-off and sees it come back. Its own package, client and evening slot, so
 * it depends on no other file's data.
 */

let browser: Browser;
const admin = apiClient();
const staff = apiClient();
let instructorId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  expect((await admin.login(demo.admin.username, demo.admin.password)).status).toBe(200);
  expect((await staff.login(demo.staff.username, demo.staff.password)).status).toBe(200);
  instructorId = String((await staff.request('GET', '/api/instructor/profile')).json.id);
});
afterAll(() => browser.close());

const axeAtBothWidths = async (page: Page) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
};

const balanceOf = async (client: ReturnType<typeof apiClient>) => Number((await client.request('GET', '/api/user/credits')).json.balance);

describe('Packages and credits in Chromium', () => {
  it('When an admin sells a pack, a verified client buys it, staff record the payment, and the client books and cancels with a credit, then the balance falls and comes back', async () => {
    const packName = `E2E pack ${Date.now().toString(36)}`;
    const registration = buildRegistration({ firstName: 'Cora', lastName: 'Credit' });
    const client = apiClient();
    expect((await client.request('POST', '/api/auth/register', registration)).status).toBe(201);
    await verifyEmail(admin, registration.email);
    expect((await client.login(registration.username, registration.password)).status).toBe(200);
    const date = bookableDay(9);
    const slot = await staff.request('POST', '/api/instructor/availability', { isRecurring: false, availableDate: date, startTime: '21:00', endTime: '22:00', location: 'Tewksbury', maxBookings: 1 });
    expect(slot.status).toBe(201);

    // The admin puts a pack of two sessions on sale.
    const adminPage = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInContext(adminPage.context, demo.admin.username, demo.admin.password);
    await adminPage.page.goto('/admin?tab=packages');
    await adminPage.page.getByRole('button', { name: 'Add Package' }).click();
    const dialog = adminPage.page.getByRole('dialog', { name: 'Add Package' });
    expect(await axeViolations(adminPage.page)).toEqual([]);
    await dialog.getByLabel('Name').fill(packName);
    await dialog.getByLabel('Sessions (1-50)').fill('2');
    await dialog.getByLabel('Price ($)').fill('150');
    await dialog.getByRole('button', { name: 'Add Package' }).click();
    await adminPage.page.getByRole('heading', { name: packName }).waitFor();
    await axeAtBothWidths(adminPage.page);

    // The client buys it on the private classes page (paid at the gym).
    const clientPage = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInContext(clientPage.context, registration.username, registration.password);
    await clientPage.page.goto('/private-classes');
    // The packages come when their place nears the screen.
    await clientPage.page.getByRole('heading', { name: 'Our Instructors' }).waitFor();
    await clientPage.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const buy = clientPage.page.getByRole('button', { name: `Buy Package: ${packName}` });
    await buy.click();
    // A dialog with the price and what happens next comes first; the result shows on the package's card.
    const confirm = clientPage.page.getByRole('dialog', { name: `Buy ${packName}` });
    await confirm.getByText('What happens next', { exact: false }).waitFor();
    await axeAtBothWidths(clientPage.page);
    await confirm.getByRole('button', { name: 'Confirm Purchase' }).click();
    await clientPage.page.getByRole('listitem').filter({ has: buy }).getByRole('status').filter({ hasText: `${packName} is reserved for you` }).waitFor();
    await axeAtBothWidths(clientPage.page);
    expect(await balanceOf(client)).toBe(0);

    // Staff see it beside their bookings and record the payment.
    const staffPage = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInContext(staffPage.context, demo.staff.username, demo.staff.password);
    await staffPage.page.goto('/staff-dashboard?tab=bookings');
    await staffPage.page.getByRole('button', { name: `Mark Paid: ${packName} bought by Cora Credit` }).click();
    await staffPage.page.getByRole('dialog', { name: 'Mark package paid?' }).getByRole('button', { name: 'Mark Paid' }).click();
    await staffPage.page.getByText('Payment recorded').first().waitFor();
    await axeAtBothWidths(staffPage.page);
    expect(await balanceOf(client)).toBe(2);

    // The client books the evening slot with a credit: confirmed at once.
    await clientPage.page.goto('/private-classes');
    await clientPage.page.getByLabel('Instructor *').selectOption(instructorId);
    await pickDate(clientPage.page, date);
    await clientPage.page.getByRole('group', { name: 'Available times' }).getByRole('button', { name: slotLabel('21:00'), exact: true }).click();
    await clientPage.page.getByLabel('Session Type *').selectOption({ label: 'Technique Training (1 Hour)' });
    await clientPage.page.getByLabel('Preferred Location *').selectOption({ label: 'Tewksbury' });
    await clientPage.page.getByText('Cancellation policy:', { exact: false }).first().waitFor();
    // The credit is chosen by default; the summary says it pays.
    expect(await clientPage.page.getByRole('radio', { name: 'Use a credit (2 left)' }).isChecked()).toBe(true);
    await clientPage.page.getByLabel('Session summary').getByText('Paid with 1 credit').waitFor();
    await axeAtBothWidths(clientPage.page);
    await clientPage.page.getByRole('button', { name: 'Book with a Credit' }).click();
    await clientPage.page.waitForURL(/booking=success/);
    expect(await balanceOf(client)).toBe(1);

    // The portal shows the balance fell; the client cancels (before the cut-off) after reading the policy.
    await clientPage.page.goto('/client-portal?tab=sessions');
    await clientPage.page.getByText('1 credit available').waitFor();
    await axeAtBothWidths(clientPage.page);
    await clientPage.page.getByRole('button', { name: `Cancel session ${date} 21:00` }).click();
    const cancel = clientPage.page.getByRole('dialog', { name: 'Cancel Session' });
    await cancel.getByText('Cancellation policy:', { exact: false }).waitFor();
    expect(await axeViolations(clientPage.page)).toEqual([]);
    await cancel.getByRole('button', { name: 'Cancel Session' }).click();
    await clientPage.page.getByText('2 credits available').waitFor();
    expect(await clientPage.page.getByRole('list', { name: 'Credit history' }).textContent()).toContain('Returned: session cancelled before the cut-off');
    expect(await balanceOf(client)).toBe(2);

    for (const opened of [adminPage, clientPage, staffPage]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  });
});
