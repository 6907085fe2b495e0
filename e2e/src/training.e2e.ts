import type { Browser, Page } from 'playwright-core';
import { apiClient, demo } from './support/api';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { addDays, businessToday } from './support/dates';
import { signInContext } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Every script the page fetched from the portal remote, with whether it holds the charting library's code. */
function watchPortalScripts(page: Page) {
  const scripts: Array<{ file: string; chartLibrary: boolean }> = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/mfe/portal/') || !url.pathname.endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    scripts.push({ file: url.pathname.slice('/mfe/portal/'.length), chartLibrary: body.includes('u-legend') });
  });
  return scripts;
}

const chartFiles = (scripts: Array<{ file: string; chartLibrary: boolean }>) =>
  scripts.filter((s) => s.chartLibrary || s.file.startsWith('exercise-chart')).map((s) => s.file);

describe('Coach to client: a program written, assigned, followed and logged', () => {
  it('When staff assign a new program to a client who booked with them, then the client logs it, sees progress and the chart, and the coach sees the log', async () => {
    const title = `E2E Conditioning ${Date.now().toString(36)}`;

    // The coach writes the program in the dialog and assigns it to the demo client (who booked with them).
    const coach = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInContext(coach.context, demo.staff.username, demo.staff.password);
    await coach.page.goto('/staff-dashboard');
    await coach.page.getByRole('tab', { name: 'Programs' }).click();
    await coach.page.getByRole('button', { name: 'Create Program' }).click();
    const dialog = coach.page.getByRole('dialog', { name: 'Create Workout Program' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Exercise 1 name').fill('Kettlebell Swing');
    await dialog.getByLabel('Reps').fill('15');
    await dialog.getByLabel('Weight (lbs)').fill('35');
    await dialog.getByLabel('Assign to client').selectOption({ label: 'Jamie Rivera (jamie.rivera@example.com)' });
    await dialog.getByRole('button', { name: 'Create Program' }).click();
    await coach.page.getByRole('article', { name: title }).waitFor();
    expect(await coach.page.getByRole('article', { name: title }).textContent()).toContain('Assigned to Jamie Rivera');

    // The client finds it under My Programs and opens Today's Workout.
    const client = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    const scripts = watchPortalScripts(client.page);
    await signInContext(client.context, demo.user.username, demo.user.password);
    await client.page.goto('/client-portal');
    await client.page.getByRole('link', { name: `Open in Workout Tracker: ${title}` }).click();
    await client.page.waitForURL(/\/workout-tracker\?tab=today&program=/);
    const swing = client.page.getByRole('article', { name: 'Kettlebell Swing' });
    await swing.waitFor();
    expect(await swing.textContent()).toContain('Not logged yet.');

    // Ticking "Done this week" counts an exercise done without a log; unticking takes it back.
    // click, not check(): the box shows what the server recorded, so it turns only when the mark is saved.
    const done = swing.getByRole('checkbox', { name: 'Done this week' });
    expect(await client.page.getByText('Week 1 of 4: 0 of 1 exercises done (0%)').count()).toBe(1);
    await done.click();
    await client.page.getByText('Week 1 of 4: 1 of 1 exercises done (100%)').waitFor();
    await done.click();
    await client.page.getByText('Week 1 of 4: 0 of 1 exercises done (0%)').waitFor();

    // Logs a set through the dialog: a log this week counts as done, whatever the tick.
    await swing.getByRole('button', { name: 'Log Exercise', exact: true }).click();
    const log = client.page.getByRole('dialog', { name: 'Log Exercise' });
    await log.getByLabel('Sets').fill('3');
    await log.getByLabel('Reps').fill('15');
    await log.getByLabel('Weight (lbs)').fill('35');
    await log.getByLabel('Duration (seconds)').fill('300');
    await log.getByRole('button', { name: 'Save Log' }).click();
    await client.page.getByText('Exercise logged').first().waitFor();
    await swing.getByRole('list', { name: 'Recent logs of Kettlebell Swing' }).getByText('3 sets · 15 reps @ 35 lbs · 300 s').waitFor();
    await client.page.getByText('Week 1 of 4: 1 of 1 exercises done (100%)').waitFor();
    expect([await done.isChecked(), await done.isDisabled()]).toEqual([true, true]);

    // The chart's code arrives only with the Progress tab.
    expect(chartFiles(scripts)).toEqual([]);
    const firstLoad = scripts.map((s) => s.file);
    await client.page.getByRole('tab', { name: 'Progress' }).click();
    await client.page.getByTestId('exercise-chart').locator('canvas').first().waitFor();
    const activity = client.page.getByRole('list', { name: 'Recent activity' });
    expect(await activity.textContent()).toContain('Kettlebell Swing: 3 sets · 15 reps @ 35 lbs · 300 s');
    expect(await client.page.getByRole('progressbar', { name: 'Program progress' }).getAttribute('aria-valuenow')).toBe('100');
    const afterProgress = chartFiles(scripts);
    console.log(`tracker chunks before Progress: ${firstLoad.join(', ')}\nloaded with Progress: ${afterProgress.join(', ')}`);
    expect(afterProgress.some((file) => file.startsWith('exercise-chart'))).toBe(true);
    expect(scripts.some((s) => s.chartLibrary)).toBe(true);

    // The coach sees the log and the same compliance figure.
    await coach.page.reload();
    const card = coach.page.getByRole('article', { name: title });
    await card.getByText('Week 1: 1 of 1 done (100%)').waitFor();
    expect(await card.getByRole('list', { name: 'Recent logs by Jamie Rivera' }).textContent()).toContain('Kettlebell Swing, 3 × 15 @ 35 lbs');

    expect([...coach.errors, ...client.errors]).toEqual([]);
    await coach.context.close();
    await client.context.close();
  });

  it("When a client calls the coach routes, asks for another client's programs or logs against a program not theirs, then the API refuses", async () => {
    const client = apiClient();
    await client.login(demo.user.username, demo.user.password);
    const own = await client.request('GET', '/api/workout-programs');
    expect(own.status).toBe(200);
    expect(own.json).toEqual((await client.request('GET', '/api/user/workout-programs')).json);
    expect((await client.request('GET', '/api/workout-programs?userId=0123456789abcdef01234567')).status).toBe(403);
    expect((await client.request('POST', '/api/workout-programs', { title: 'x', exercises: [{ name: 'y' }] })).status).toBe(403);
    const staff = apiClient();
    await staff.login(demo.staff.username, demo.staff.password);
    const unassigned = await staff.request('POST', '/api/workout-programs', { title: 'Unassigned', exercises: [{ name: 'Squat' }] });
    expect(unassigned.status).toBe(201);
    const res = await client.request('POST', '/api/user/exercise-logs', { workoutProgramId: unassigned.json.id, exerciseName: 'Squat' });
    expect(res.status).toBe(404);
    expect((await client.request('GET', '/api/instructor/clients')).status).toBe(403);
    const clients = await staff.request('GET', '/api/instructor/clients');
    expect((clients.json as unknown as Array<{ email: string }>).map((c) => c.email)).toContain('jamie.rivera@example.com');
  });
});

/** M/D of the days around today at the business (New York), as uPlot labels days: today and `around` days either side. */
function daysAround(around: number) {
  return Array.from({ length: 2 * around + 1 }, (_, i) => {
    const [, month, day] = addDays(businessToday(), i - around).split('-').map(Number);
    return `${month}/${day}`;
  });
}

describe('Progress chart', () => {
  it('When a client has logged an exercise once, then on a 360 px phone its chart spans the days around that log, not years', async () => {
    const staff = apiClient();
    await staff.login(demo.staff.username, demo.staff.password);
    const clients = (await staff.request<Array<{ id: string; email: string }>>('GET', '/api/instructor/clients')).json;
    const jamie = clients.find((c) => c.email === 'jamie.rivera@example.com')!;
    const title = `E2E Goblet ${Date.now().toString(36)}`;
    const program = await staff.request('POST', '/api/workout-programs', { title, userId: jamie.id, exercises: [{ name: 'Goblet Squat', sets: 3, reps: 10, weight: 40 }] });
    expect(program.status).toBe(201);
    const client = apiClient();
    await client.login(demo.user.username, demo.user.password);
    const logged = await client.request('POST', '/api/user/exercise-logs', { workoutProgramId: program.json.id, exerciseName: 'Goblet Squat', sets: 3, reps: 10, weight: 40 });
    expect(logged.status).toBe(201);

    const { page, context, errors } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    // uPlot draws its axis labels on a canvas, not in the DOM: keep a copy of every text it draws.
    await page.addInitScript(() => {
      const drawn: string[] = [];
      (window as unknown as { drawnText: string[] }).drawnText = drawn;
      const fillText = CanvasRenderingContext2D.prototype.fillText;
      CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, maxWidth?: number) {
        drawn.push(text);
        return maxWidth === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, maxWidth);
      };
    });
    await signInContext(context, demo.user.username, demo.user.password);
    await page.goto(`/workout-tracker?tab=progress&program=${String(program.json.id)}`);
    await page.getByTestId('exercise-chart').locator('canvas').first().waitFor();
    await page.waitForFunction(() => (window as unknown as { drawnText: string[] }).drawnText.length > 0);

    const drawn = await page.evaluate(() => (window as unknown as { drawnText: string[] }).drawnText);
    const dayLabels = [...new Set(drawn.filter((text) => /^\d{1,2}\/\d{1,2}$/.test(text)))];
    expect({ drawn, enough: dayLabels.length >= 2 }).toEqual({ drawn, enough: true });
    const week = daysAround(3);
    expect(dayLabels.filter((label) => !week.includes(label))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

const viewports = [
  ['desktop', { width: 1280, height: 800 }],
  ['360 px', { width: 360, height: 740 }],
] as const;

describe.each(viewports)('Training screens pass axe at %s', (_label, viewport) => {
  it('When the demo client opens the portal and every tracker tab (with the Log Exercise dialog), then axe finds nothing and nothing scrolls sideways', async () => {
    const { page, context, errors } = await newPage(browser, { viewport });
    await signInContext(context, demo.user.username, demo.user.password);
    const check = async (what: string) => {
      expect({ what, violations: await axeViolations(page) }).toEqual({ what, violations: [] });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    };

    await page.goto('/client-portal');
    await page.getByRole('article', { name: 'Fight Camp Strength' }).waitFor();
    await check('portal');

    await page.goto('/workout-tracker');
    await page.getByRole('list', { name: 'My programs' }).waitFor();
    await check('tracker: My Programs');

    await page.getByRole('article', { name: 'Fight Camp Strength' }).getByRole('button', { name: 'Start Workout', exact: true }).click();
    await page.getByRole('list', { name: "Today's exercises" }).waitFor();
    await check("tracker: Today's Workout");

    await page.getByRole('article', { name: 'Back Squat' }).getByRole('button', { name: 'Log Exercise', exact: true }).click();
    await page.getByRole('dialog', { name: 'Log Exercise' }).getByLabel('Log each set').check();
    await check('tracker: Log Exercise dialog');
    await page.getByRole('dialog', { name: 'Log Exercise' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: 'Progress' }).click();
    await page.getByTestId('exercise-chart').locator('canvas').first().waitFor();
    await check('tracker: Progress');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('When the demo coach opens the Programs tab and the Create dialog, then axe finds nothing', async () => {
    const { page, context, errors } = await newPage(browser, { viewport });
    await signInContext(context, demo.staff.username, demo.staff.password);
    await page.goto('/staff-dashboard?tab=programs');
    await page.getByRole('article', { name: 'Fight Camp Strength' }).getByText(/Week 2: 3 of 5 done/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create Program' }).click();
    await page.getByRole('dialog', { name: 'Create Workout Program' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
