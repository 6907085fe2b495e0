import type { Browser, Page } from 'playwright-core';
import { apiClient } from './support/api';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const viewports = [
  ['desktop', { width: 1280, height: 800 }],
  ['360 px', { width: 360, height: 740 }],
] as const;

const isFocused = (page: Page, label: string, scope = page.locator('body')) =>
  scope.getByLabel(label, { exact: true }).evaluate((el) => el === document.activeElement);

async function expectMessages(page: Page, messages: string[]) {
  for (const message of messages) await page.getByText(message, { exact: true }).waitFor();
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Chooses an instructor's first free time next month, so the booking details can be sent. */
async function chooseAFreeTime(page: Page) {
  const { json } = await apiClient().request('GET', '/api/instructors');
  const [instructor] = json as unknown as Array<{ id: string }>;
  await page.goto(`/private-classes?instructor=${instructor!.id}`);
  await page.getByRole('grid').waitFor();
  await page.getByRole('button', { name: 'Next month' }).click();
  const days = page.locator('[role="gridcell"]:not([aria-disabled="true"])');
  const slots = page.getByRole('group', { name: 'Available times' }).getByRole('button');
  for (let i = 0; i < 10; i += 1) {
    await days.nth(i).click();
    const shown = await Promise.race([
      slots.first().waitFor().then(() => true, () => false),
      page.getByText('No available time slots for this date').waitFor().then(() => false, () => false),
    ]);
    if (shown) return slots.first().click();
  }
  throw new Error('no free time next month');
}

describe.each(viewports)('Forms after a failed submit at %s', (_label, viewport) => {
  it('When the login form is sent empty, then both messages show, focus is on Username, and axe finds no violations', async () => {
    const { page, context, errors } = await newPage(browser, { viewport });
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expectMessages(page, ['Username is required', 'Password is required']);
    expect(await form.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(page, 'Username', form)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When the register form is sent empty, then every message shows, focus is on First Name, and axe finds no violations', async () => {
    const { page, context, errors } = await newPage(browser, { viewport });
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expectMessages(page, ['First name is required', 'Last name is required', 'Username must be at least 3 characters', 'Invalid email address', 'Password must be at least 6 characters']);
    expect(await isFocused(page, 'First Name', form)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When the contact form is sent empty, then the required messages show, focus is on Name, and axe finds no violations', async () => {
    const { page, context, errors } = await newPage(browser, { viewport });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectMessages(page, ['Name is required', 'Email is required', 'Message is required']);
    expect(await isFocused(page, 'Name', form)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When the booking details are sent empty after a time is chosen, then each field says so, focus is on Full Name, and axe finds no violations', async () => {
    const { page, context, errors } = await newPage(browser, { viewport });
    await chooseAFreeTime(page);
    const form = page.getByRole('form', { name: 'Booking details' });
    await form.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expectMessages(page, ['Full Name is required', 'Email is required', 'Session Type is required', 'Preferred Location is required']);
    expect(await isFocused(page, 'Full Name *', form)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
