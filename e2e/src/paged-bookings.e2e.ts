import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { startSeparateStack, type SeparateStack } from './support/separate-stack';
import { signInContext } from './support/session';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
// On a stack of its own: the seeded instructor is public (the booking pages and /apps list them), which files
// sharing a stack must not meet. The tag keeps the seeded names apart from the demo's.
const tag = `e2e${Date.now().toString(36)}`;
const staff = { username: `${tag}coach01`, password: 'scale-seed-123' };
// The scale seed's first client (scripts/seed-scale/plan.mjs names them).
const clientEmail = `client00001@${tag}.scale.wsms.test`;

let browser: Browser;
let stack: SeparateStack;
let seeded = '';
beforeAll(async () => {
  [browser, stack] = await Promise.all([launchBrowser(), startSeparateStack()]);
  // Eight months of one instructor's sessions (about 1,300) through the scale seed's own modules, straight
  // into the stack's database: a few seconds, where booking each through the API would take minutes.
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed-scale.mjs', '--only', 'people,availability,bookings', '--years', '0.7', '--instructors', '1', '--clients', '40', '--tag', tag],
    { cwd: root, env: { ...process.env, MONGODB_URI: stack.databaseUri }, timeout: 120_000 },
  );
  seeded = stdout;
}, 150_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('A staff member with years of bookings', () => {
  it('When they open Bookings, then the newest come first a page at a time, Load more brings the next page, the status filter narrows the list and stays in the URL, and a client\'s e-mail in the search box leaves only their bookings', async () => {
    const bookings = Number(/bookings ([\d,]+)/.exec(seeded)?.[1]?.replace(/,/g, ''));
    expect(bookings).toBeGreaterThan(1000);
    for (const width of [1280, 360]) {
      const { context, page } = await newPage(browser, { baseURL: stack.url, viewport: { width, height: 900 } });
      await signInContext(context, staff.username, staff.password, stack.url);
      await page.goto('/staff-dashboard?tab=bookings');
      const past = page.getByRole('list', { name: 'Past bookings' });
      await past.waitFor();
      // The first page of those before today (50), after any session of today that has ended.
      const first = await past.getByRole('article').count();
      expect(first).toBeGreaterThanOrEqual(50);
      expect(first).toBeLessThanOrEqual(52);
      await page.getByText(`Showing the first ${first} past bookings.`).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      // Load more is reached from the keyboard and adds the next page below the first.
      const more = page.getByRole('region', { name: 'Past' }).getByRole('button', { name: 'Load more' });
      await more.focus();
      await page.keyboard.press('Enter');
      await page.getByText(`Showing the first ${first + 50} past bookings.`).waitFor();
      const dates = await past.getByRole('article').evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')!.split(', ').pop()!));
      expect(dates).toHaveLength(first + 50);
      expect(new Set(dates).size).toBe(first + 50);
      expect([...dates].sort().reverse()).toEqual(dates);

      // The status filter asks the service for that status only and is kept in the URL (a reload keeps it).
      await page.getByLabel('Status').selectOption('no_show');
      await page.waitForURL(/status=no_show/);
      await page.getByText(/past bookings\.$/).waitFor();
      // The filtered page replaces the unfiltered one (with a loading state between): wait for it, not for any list.
      await page.waitForFunction(() => {
        const headers = [...document.querySelectorAll('[aria-label="Past bookings"] article header')].map((h) => h.textContent ?? '');
        return headers.length > 5 && headers.every((text) => text.includes('no-show'));
      });
      const statuses = await past.getByRole('article').evaluateAll((articles) => articles.map((a) => a.querySelector('header')?.textContent ?? ''));
      expect(statuses.length).toBeGreaterThan(5);
      expect(statuses.every((s) => s.includes('no-show'))).toBe(true);
      await page.reload();
      expect(await page.getByLabel('Status').inputValue()).toBe('no_show');
      expect(await axeViolations(page)).toEqual([]);

      // A client's e-mail typed in the search box (any case) leaves only that client's bookings, and is kept in the URL.
      await page.getByLabel('Status').selectOption('');
      const box = page.getByRole('searchbox', { name: 'Search by client name or e-mail' });
      await box.fill(clientEmail.toUpperCase());
      await page.waitForURL(/[?&]q=/);
      await page.waitForFunction((email) => {
        const articles = [...document.querySelectorAll('article')];
        return articles.length > 0 && articles.every((a) => a.textContent?.includes(email));
      }, clientEmail);
      const found = await page.getByRole('article').evaluateAll((articles) => articles.map((a) => a.textContent ?? ''));
      expect(found.length).toBeGreaterThan(3);
      expect(found.every((text) => text.includes(clientEmail))).toBe(true);
      expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.reload();
      expect(await page.getByRole('searchbox', { name: 'Search by client name or e-mail' }).inputValue()).toBe(clientEmail.toUpperCase());
      await page.getByText(/^Showing (all|the first) \d+ past bookings\.$/).waitFor();
      expect(await page.getByRole('article').count()).toBe(found.length);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  }, 180_000);
});
