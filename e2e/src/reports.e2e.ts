import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { apiClient, demo } from './support/api';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { addDays, businessToday, dayOfWeek, sessionDayAhead } from './support/dates';
import { overflowingElements } from './support/layout';
import { signInContext } from './support/session';

let browser: Browser;
const admin = apiClient();
let instructorId = '';
const today = businessToday();
const to = addDays(today, 30);

// A coach of this file's own, with two sessions at Woburn and one at Chicopee in the coming days,
// so the figures filtered to them do not depend on what other files book.
beforeAll(async () => {
  browser = await launchBrowser();
  await admin.login(demo.admin.username, demo.admin.password);
  const created = await admin.request<{ id: string }>('POST', '/api/instructors', { name: 'Report Coach', email: `report_${Date.now().toString(36)}@example.com`, hourlyRate: '80.00', locations: ['Woburn', 'Chicopee'] });
  if (created.status !== 201) throw new Error(`setup: instructor answered ${created.status}`);
  instructorId = created.json.id;
  const sessions = [
    { date: sessionDayAhead(3), location: 'Woburn', time: '10:00' },
    { date: sessionDayAhead(3), location: 'Woburn', time: '12:00' },
    { date: sessionDayAhead(5), location: 'Chicopee', time: '10:00' },
  ];
  for (const s of sessions) {
    await admin.request('POST', '/api/instructor/availability', { instructorId, dayOfWeek: dayOfWeek(s.date), startTime: '09:00', endTime: '17:00', location: s.location });
    const booked = await admin.request('POST', '/api/bookings', {
      instructorId,
      bookingData: { clientName: 'Robin Report', clientEmail: 'robin.report@example.com', sessionType: 'technique', location: s.location.toLowerCase(), sessionDate: s.date, time: s.time },
    });
    if (booked.status !== 201) throw new Error(`setup: booking answered ${booked.status} ${booked.text}`);
  }
});
afterAll(() => browser.close());

async function reportsPage(viewport: { width: number; height: number }) {
  const { page, context, errors } = await newPage(browser, { viewport, acceptDownloads: true });
  await signInContext(context, demo.admin.username, demo.admin.password);
  await page.goto(`/admin?tab=reports&from=${today}&to=${to}&instructor=${instructorId}`);
  await page.getByRole('heading', { level: 2, name: 'Reports' }).waitFor();
  return { page, context, errors };
}

/** Waits until the KPI card `name` shows `value`. */
const kpiShows = (page: Page, name: string, value: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) }).locator('.value', { hasText: new RegExp(`^${value}$`) }).waitFor();
/** The sessions chart once its text equivalent starts with `summary`. */
const sessionsChartSaying = (page: Page, summary: string) => page.locator(`[data-testid="sessions-chart"][aria-label^="${summary}"]`).waitFor();

describe('Reports in Chromium', () => {
  it('When an admin narrows the range and the location, then the figures and the charts follow, and a CSV downloads', async () => {
    const { page, context, errors } = await reportsPage({ width: 1280, height: 900 });

    await sessionsChartSaying(page, 'Sessions per day: 3 booked');
    await kpiShows(page, 'Sessions booked', '3');
    expect(await page.locator('[data-testid="sessions-chart"] canvas').count()).toBeGreaterThan(0);

    await page.getByRole('combobox', { name: 'Location' }).selectOption('woburn');
    await sessionsChartSaying(page, 'Sessions per day: 2 booked');
    await kpiShows(page, 'Sessions booked', '2');
    expect(page.url()).toContain('location=woburn');

    await page.getByRole('button', { name: 'Year' }).click();
    await sessionsChartSaying(page, 'Sessions per month: 2 booked and 0 completed over 12 months');
    expect(page.url()).toContain(`from=${today.slice(0, 4)}-01-01`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export sessions CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`sessions-${today.slice(0, 4)}-01-01-to-${today.slice(0, 4)}-12-31.csv`);
    const rows = readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
    expect(rows[0]).toMatch(/^booking_id,session_date,time,location,instructor_id/);
    expect(rows.slice(1).filter((r) => r.includes(`,woburn,${instructorId},`))).toHaveLength(2);
    expect(rows).toHaveLength(3);

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When the Reports tab opens on a 360 px screen, then nothing overflows sideways and axe finds nothing', async () => {
    const { page, context, errors } = await reportsPage({ width: 360, height: 800 });

    await sessionsChartSaying(page, 'Sessions per day: 3 booked');
    await page.getByRole('table', { name: 'By location' }).waitFor();

    expect(await overflowingElements(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
