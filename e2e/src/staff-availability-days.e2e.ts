import type { Browser, Page } from 'playwright-core';
import { demo } from './support/api';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { addDays, businessToday, dayOfWeek } from './support/dates';
import { signInContext } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The first date from `date` on (going `step` days at a time) that `wanted` accepts. */
const firstFrom = (date: string, step: number, wanted: (d: string) => boolean) => {
  let d = date;
  while (!wanted(d)) d = addDays(d, step);
  return d;
};

async function noViolations(page: Page, found: Record<string, unknown>, name: string) {
  const violations = await axeViolations(page);
  if (violations.length) found[name] = violations;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) found[`${name} (overflow)`] = overflow;
}

describe('Availability nobody could book, in Chromium', () => {
  for (const width of [1280, 360]) {
    it(`When staff pick a Sunday or a past date, or apply a template to weeks gone by, then the dialogs say why at ${width} px and axe finds nothing`, async () => {
      const { page, context, errors } = await newPage(browser, { viewport: { width, height: 900 } });
      await signInContext(context, demo.staff.username, demo.staff.password);
      const found: Record<string, unknown> = {};

      await page.goto('/staff-dashboard');
      await page.getByRole('button', { name: 'Add Availability' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Availability' });
      const days = await dialog.getByLabel('Day of week').locator('option').allTextContents();
      expect(days).toEqual(['Select a day', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);

      await dialog.getByLabel('Repeats weekly').uncheck();
      await dialog.getByLabel('Location').selectOption('Woburn');
      const sunday = firstFrom(addDays(businessToday(), 1), 1, (d) => dayOfWeek(d) === 0);
      await dialog.getByLabel('Date').fill(sunday);
      await dialog.getByRole('button', { name: 'Add Availability' }).click();
      await dialog.getByText(`Date: ${sunday} is a Sunday, and sessions are not available on Sundays`).waitFor();
      await noViolations(page, found, 'Sunday date refused');

      const past = firstFrom(addDays(businessToday(), -2), -1, (d) => dayOfWeek(d) !== 0);
      await dialog.getByLabel('Date').fill(past);
      await dialog.getByRole('button', { name: 'Add Availability' }).click();
      await dialog.getByText(`Date: ${past} has already passed at the gyms (America/New_York); choose today or a later date`).waitFor();
      await noViolations(page, found, 'past date refused');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('tab', { name: 'Templates' }).click();
      await page.getByRole('button', { name: 'Create Template' }).click();
      const create = page.getByRole('dialog', { name: 'Create Template' });
      const name = `Gone weeks ${width}`;
      expect(await create.getByLabel('Day (entry 1)').locator('option').allTextContents()).not.toContain('Sunday');
      await create.getByLabel('Name').fill(name);
      await create.getByLabel('Day (entry 1)').selectOption({ label: 'Tuesday' });
      await create.getByLabel('Location (entry 1)').selectOption('Woburn');
      await create.getByRole('button', { name: 'Create Template' }).click();
      await create.waitFor({ state: 'detached' });

      const card = page.getByRole('article', { name });
      await card.getByRole('button', { name: 'Apply' }).click();
      const apply = page.getByRole('dialog', { name: `Apply ${name}` });
      await apply.getByLabel('First week').fill(addDays(businessToday(), -63));
      await apply.getByLabel('Number of weeks').fill('2');
      await apply.getByRole('button', { name: 'Apply Template' }).click();
      await apply.getByRole('alert').filter({ hasText: 'Nothing added: every date in that range has passed (America/New_York); choose a later first week' }).waitFor();
      await noViolations(page, found, 'template applied to past weeks');

      expect(found).toEqual({});
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
