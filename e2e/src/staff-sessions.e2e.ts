import type { Browser, Page } from 'playwright-core';
import { apiClient, buildRegistration, demo, verifyEmail } from './support/api';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { dayLabel, pickDate } from './support/business-dates';
import { addDays, businessToday, dayOfWeek } from './support/dates';
import { signInContext } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Instructor = { id: string; name: string };


/** The first Tuesday at least three days ahead (well outside the 24-hour cut-off). */
function nextTuesday() {
  let date = addDays(businessToday(), 3);
  while (dayOfWeek(date) !== 2) date = addDays(date, 1);
  return date;
}

const api = apiClient();
const admin = apiClient();
const marcus = async () => ((await api.request<Instructor[]>('GET', '/api/instructors')).json).find((i) => i.name === 'Marcus Silva')!;
const freeTimes = async (instructorId: string, date: string) =>
  (await api.request<{ availableTimes: string[]; slots: Array<{ time: string; locations: string[] }> }>('GET', `/api/instructors/${instructorId}/availability?date=${date}`)).json;


const staffTabs = ['Availability', 'Calendar View', 'Programs', 'Templates', 'Bookings', 'Messages', 'Profile'];

/** The demo data's confirmed session of the demo client two weeks back. */
async function seededPastSession() {
  const mine = (await admin.request<Array<{ date: string; time: string; status: string }>>('GET', '/api/bookings?clientEmail=jamie.rivera%40example.com')).json;
  const past = mine.find((b) => b.date < businessToday() && b.status === 'confirmed');
  if (!past) throw new Error(`no past confirmed demo session among ${JSON.stringify(mine)}`);
  return past;
}

describe('Both sides of a booking in Chromium', () => {
  beforeAll(async () => {
    expect((await admin.login(demo.admin.username, demo.admin.password)).status).toBe(200);
  });

  it('When staff add a Tuesday slot, then it is in the calendar and bookable; the booking reaches the staff, messages go both ways, and the client sees the next steps', async () => {
    const tuesday = nextTuesday();
    const coach = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInContext(coach.context, demo.staff.username, demo.staff.password);
    const page = coach.page;

    // Staff add a weekly Tuesday evening slot in the Add Availability dialog.
    await page.goto('/staff-dashboard');
    await page.getByRole('button', { name: 'Add Availability' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Availability' });
    expect(await dialog.getByLabel('Start time').inputValue()).toBe('09:00');
    await dialog.getByLabel('Day of week').selectOption({ label: 'Tuesday' });
    await dialog.getByLabel('Start time').selectOption('20:00');
    await dialog.getByLabel('End time').selectOption('21:00');
    await dialog.getByLabel('Location').selectOption('Chicopee');
    await dialog.getByRole('button', { name: 'Add Availability' }).click();
    await page.getByRole('list', { name: 'Availability slots' }).getByText('Every Tuesday, 20:00–21:00').waitFor();

    // It shows in the Calendar View on that Tuesday.
    await page.getByRole('tab', { name: 'Calendar View' }).click();
    const column = page.getByRole('region', { name: dayLabel(tuesday), exact: true });
    // The calendar opens on this week: wait for it before deciding whether to page forward, and after each page for the next week.
    let shown = businessToday();
    await page.getByRole('region', { name: dayLabel(shown), exact: true }).waitFor();
    for (let i = 0; i < 2 && !(await column.isVisible()); i += 1) {
      await page.getByRole('button', { name: 'Next week' }).click();
      shown = addDays(shown, 7);
      await page.getByRole('region', { name: dayLabel(shown), exact: true }).waitFor();
    }
    await column.getByText('20:00–21:00 Available · Chicopee').waitFor();

    // And as a free time on the public page, at Chicopee only.
    const instructor = await marcus();
    const offered = await freeTimes(instructor.id, tuesday);
    expect(offered.slots.find((s) => s.time === '20:00')?.locations).toEqual(['chicopee']);

    // The signed-in client books it: their name and e-mail are filled in, Chicopee is the only place offered.
    const client = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInContext(client.context, demo.user.username, demo.user.password);
    const visitor = client.page;
    await visitor.goto(`/private-classes?instructorId=${instructor.id}`);
    await pickDate(visitor, tuesday);
    await visitor.getByRole('group', { name: 'Available times' }).getByRole('button', { name: '20:00 8:00 PM', exact: true }).click();
    expect(await visitor.getByLabel('Full Name *').inputValue()).toBe('Jamie Rivera');
    expect(await visitor.getByLabel('Email *').inputValue()).toBe('jamie.rivera@example.com');
    const place = visitor.getByLabel('Preferred Location *');
    expect(await place.locator('option').allTextContents()).toEqual(['Select a location', 'Chicopee']);
    await place.selectOption({ label: 'Chicopee' });
    await visitor.getByLabel('Session Type *').selectOption({ label: 'Technique Training (1 Hour)' });
    await visitor.getByRole('button', { name: 'Proceed to Payment' }).click();
    await visitor.waitForURL(/\/checkout\/[A-Za-z0-9_-]+\?key=/);
    // Signed in with the verified e-mail of the booking, the client confirms on the page itself.
    await visitor.getByRole('button', { name: 'Confirm Booking' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Booking Confirmed!' }).waitFor();
    expect((await freeTimes(instructor.id, tuesday)).availableTimes).not.toContain('20:00');

    // The booking is in the staff Bookings tab; staff write to the client.
    await page.goto('/staff-dashboard?tab=bookings');
    const booking = page.getByRole('article', { name: `Jamie Rivera, ${tuesday} 20:00` });
    await booking.waitFor();
    expect(await booking.textContent()).toContain('confirmed');
    await booking.getByRole('button', { name: 'Messages', exact: true }).click();
    const staffThread = page.getByRole('dialog', { name: 'Messages with Jamie Rivera' });
    await staffThread.getByRole('textbox', { name: 'Message' }).fill('Bring a mouth guard, please. <b>not bold</b>');
    await staffThread.getByRole('button', { name: 'Send Message' }).click();
    await staffThread.getByText('Bring a mouth guard, please. <b>not bold</b>').waitFor();
    await page.keyboard.press('Escape');

    // The client reads it in the portal (shown as text) and replies.
    await visitor.goto('/client-portal?tab=sessions');
    await visitor.getByRole('button', { name: `Messages 1 unread about session ${tuesday} 20:00` }).click();
    const clientThread = visitor.getByRole('dialog', { name: 'Messages with Marcus Silva' });
    await clientThread.getByText('Bring a mouth guard, please. <b>not bold</b>').waitFor();
    expect(await clientThread.locator('b').count()).toBe(0);
    await clientThread.getByRole('textbox', { name: 'Message' }).fill('Will do. See you Tuesday!');
    await clientThread.getByRole('button', { name: 'Send Message' }).click();
    await clientThread.getByText('Will do. See you Tuesday!').waitFor();
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.keyboard.press('Escape');

    // Staff see the reply under Messages.
    await page.goto('/staff-dashboard?tab=messages');
    const onTuesday = new Date(`${tuesday}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    await page.getByRole('listitem').filter({ hasText: 'Jamie Rivera' }).filter({ hasText: onTuesday }).getByRole('button', { name: 'Open Messages' }).click();
    await page.getByRole('dialog', { name: 'Messages with Jamie Rivera' }).getByText('Will do. See you Tuesday!').waitFor();
    await page.keyboard.press('Escape');

    // Days before it starts, it cannot be marked completed or no-show.
    await page.getByRole('tab', { name: 'Bookings' }).click();
    await booking.getByRole('button', { name: 'Session Notes' }).waitFor();
    expect(await booking.getByRole('button', { name: 'Mark Completed' }).count()).toBe(0);
    expect(await booking.getByRole('button', { name: 'Mark No-show' }).count()).toBe(0);

    // The demo client's session two weeks ago (paid at the gym): staff confirm it completed, then record the payment.
    const earlier = await seededPastSession();
    const done = page.getByRole('list', { name: 'Past bookings' }).getByRole('article', { name: `Jamie Rivera, ${earlier.date} ${earlier.time}` });
    await done.getByRole('button', { name: 'Mark Completed' }).click();
    const confirm = page.getByRole('dialog', { name: 'Mark session completed?' });
    await confirm.getByRole('button', { name: 'Mark Completed' }).click();
    await confirm.waitFor({ state: 'detached' });
    await done.getByText('completed', { exact: true }).waitFor();
    await done.getByRole('button', { name: 'Mark Paid' }).click();
    await done.getByText('At the gym, paid', { exact: false }).waitFor();

    // And write next steps.
    await done.getByRole('button', { name: 'Session Notes' }).click();
    const notes = page.getByRole('dialog', { name: 'Session Notes' });
    await notes.getByRole('textbox', { name: 'Notes', exact: true }).fill('Guard retention better; left knee sore');
    await notes.getByLabel('Session rating').selectOption('4');
    await notes.getByLabel('Next steps').fill('Hip escapes, 3 x 10 daily');
    await notes.getByRole('button', { name: 'Save Notes' }).click();
    await notes.waitFor({ state: 'detached' });

    // The client sees the next steps, and nothing of the private notes.
    await visitor.goto('/client-portal?tab=sessions');
    const steps = visitor.getByRole('list', { name: 'Past sessions' }).getByLabel('Next steps from your instructor').filter({ hasText: 'Hip escapes, 3 x 10 daily' });
    await steps.waitFor();
    expect(await visitor.getByText('left knee sore').count()).toBe(0);

    expect(coach.errors).toEqual([]);
    expect(client.errors).toEqual([]);
    await coach.context.close();
    await client.context.close();
  });

  for (const width of [1280, 360]) {
    it(`When every staff tab is shown at ${width} px, then axe finds no violations and nothing scrolls sideways`, async () => {
      const { page, context } = await newPage(browser, { viewport: { width, height: 900 } });
      await signInContext(context, demo.staff.username, demo.staff.password);
      await page.goto('/staff-dashboard');
      await page.getByRole('tab', { name: 'Availability' }).waitFor();
      const found: Record<string, unknown> = {};
      for (const tab of staffTabs) {
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForFunction(() => !/Loading/.test(document.querySelector('[role="tabpanel"]')?.textContent ?? 'Loading'), null, { timeout: 15000 });
        const violations = await axeViolations(page);
        if (violations.length) found[tab] = violations;
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) found[`${tab} (overflow)`] = overflow;
      }
      // The Add Availability dialog too.
      await page.getByRole('tab', { name: 'Availability' }).click();
      await page.getByRole('button', { name: 'Add Availability' }).click();
      await page.getByRole('dialog', { name: 'Add Availability' }).waitFor();
      const dialogViolations = await axeViolations(page);
      if (dialogViolations.length) found['Add Availability dialog'] = dialogViolations;
      expect(found).toEqual({});
      await context.close();
    });

    it(`When /instructor-dashboard, /staff and the client's My Sessions are shown at ${width} px, then axe finds no violations`, async () => {
      const found: Record<string, unknown> = {};
      const check = async (page: Page, name: string) => {
        const violations = await axeViolations(page);
        if (violations.length) found[name] = violations;
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) found[`${name} (overflow)`] = overflow;
      };
      const coach = await newPage(browser, { viewport: { width, height: 900 } });
      await signInContext(coach.context, demo.staff.username, demo.staff.password);
      await coach.page.goto('/instructor-dashboard');
      await coach.page.getByRole('heading', { level: 2, name: 'Next sessions' }).waitFor();
      await check(coach.page, '/instructor-dashboard');
      await coach.page.goto('/staff');
      await coach.page.getByRole('list', { name: 'Staff tools' }).waitFor();
      await check(coach.page, '/staff');
      await coach.context.close();

      const client = await newPage(browser, { viewport: { width, height: 900 } });
      await signInContext(client.context, demo.user.username, demo.user.password);
      await client.page.goto('/client-portal?tab=sessions');
      await client.page.getByRole('heading', { level: 2, name: 'Upcoming' }).waitFor();
      await check(client.page, 'My Sessions');
      // The demo data gives the demo client upcoming confirmed sessions.
      await client.page.getByRole('button', { name: /^Reschedule session/ }).first().click();
      const reschedule = client.page.getByRole('dialog', { name: 'Reschedule Session' });
      await reschedule.waitFor();
      await check(client.page, 'Reschedule dialog');
      // By keyboard, as on the booking page: a week after the first offered day (a Monday instead of a Sunday), then its first free time.
      let day = addDays(businessToday(), 8);
      if (dayOfWeek(day) === 0) day = addDays(day, 1);
      await reschedule.locator('[role="gridcell"][tabindex="0"]').focus();
      await client.page.keyboard.press('ArrowDown');
      if (dayOfWeek(addDays(businessToday(), 8)) === 0) await client.page.keyboard.press('ArrowRight');
      await client.page.keyboard.press('Enter');
      expect(await reschedule.getByRole('gridcell', { name: dayLabel(day), exact: true }).getAttribute('aria-selected')).toBe('true');
      const firstTime = reschedule.getByRole('group', { name: 'New time' }).getByRole('button').first();
      await firstTime.waitFor();
      await firstTime.focus();
      await client.page.keyboard.press('Space');
      expect(await firstTime.getAttribute('aria-pressed')).toBe('true');
      expect(await reschedule.getByRole('button', { name: 'Move Session' }).isEnabled()).toBe(true);
      await check(client.page, 'Reschedule dialog with free times');
      await reschedule.getByRole('button', { name: 'Keep Current Time' }).click();
      await client.context.close();
      expect(found).toEqual({});
    });
  }

  it('When a staff account has no instructor record, then both dashboards say so and what an admin must do, axe-clean at 1280 and 360 px', async () => {
    const registration = buildRegistration({ firstName: 'Nora', lastName: 'Norecord' });
    const created = await apiClient().request('POST', '/api/auth/register', registration);
    expect(created.status).toBe(201);
    // Only a verified account can be promoted (and linked to an instructor by its e-mail).
    await verifyEmail(admin, registration.email);
    const users = (await admin.request<Array<{ id: string; username: string }>>('GET', '/api/auth/users')).json;
    const promoted = await admin.request('PUT', `/api/auth/users/${users.find((u) => u.username === registration.username)!.id}/role`, { role: 'staff' });
    expect(promoted.status).toBe(200);
    // Promotion creates an inactive instructor record with the account's e-mail; deleting it leaves the account without one.
    const linked = (promoted.json as unknown as { instructor: { id: string } }).instructor;
    expect([200, 204]).toContain((await admin.request('DELETE', `/api/instructors/${linked.id}`)).status);

    const found: Record<string, unknown> = {};
    for (const width of [1280, 360]) {
      const { page, context } = await newPage(browser, { viewport: { width, height: 900 } });
      await signInContext(context, registration.username, registration.password);
      for (const path of ['/staff-dashboard', '/instructor-dashboard']) {
        await page.goto(path);
        await page.getByRole('alert').filter({ hasText: 'Instructor profile not found' }).waitFor();
        expect(await page.getByText(`same e-mail as this staff account (${registration.email}) in Admin → Instructors`, { exact: false }).count()).toBe(1);
        const violations = await axeViolations(page);
        if (violations.length) found[`${path} at ${width}`] = violations;
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) found[`${path} at ${width} (overflow)`] = overflow;
      }
      await context.close();
    }
    expect(found).toEqual({});
  });

  it('When the staff Bookings tab is shown 360 px wide, then nothing in it is wider than the screen and axe finds no violations, the completion dialog included', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 360, height: 800 } });
    await signInContext(context, demo.staff.username, demo.staff.password);
    await page.goto('/staff-dashboard?tab=bookings');
    await page.getByRole('list', { name: 'Past bookings' }).waitFor();
    const measure = () =>
      page.evaluate(() => {
        const width = window.innerWidth;
        const panel = document.querySelector('[role="tabpanel"]')!;
        const wide = [panel, ...Array.from(panel.querySelectorAll('*'))]
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.width > width || box.right > width + 0.5 || box.left < -0.5))
          .map(({ el, box }) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').slice(0, 40)}" ${Math.round(box.left)}..${Math.round(box.right)}`);
        return { scrollWidth: document.documentElement.scrollWidth, width, cards: panel.querySelectorAll('article').length, wide };
      });
    const shown = await measure();
    expect(shown.cards).toBeGreaterThan(0);
    expect(shown.wide).toEqual([]);
    expect(shown.scrollWidth).toBeLessThanOrEqual(shown.width);
    expect(await axeViolations(page)).toEqual([]);

    // The demo client's session two weeks back has started (completed or not, one of the two is offered).
    await page.getByRole('list', { name: 'Past bookings' }).getByRole('button', { name: /^Mark (Completed|No-show)$/ }).first().click();
    const dialog = page.getByRole('dialog', { name: /^Mark / });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });
});
