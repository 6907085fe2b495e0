import type { Browser } from 'playwright-core';
import { apiClient, buildRegistration, demo } from './support/api';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { dayLabel, pickDate } from './support/business-dates';
import { sessionDayAhead } from './support/dates';
import { signInContext } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type OutboxEmail = { to: string; kind: string; text: string };

const anonymous = apiClient();
const admin = apiClient();
const staff = apiClient();
let instructorId = '';
// A day no other file books, and an hour outside the demo week, so this file owns its one seat.
const date = sessionDayAhead(16);
const TIME = '21:00';


const freeTimes = async () => ((await anonymous.request('GET', `/api/instructors/${instructorId}/availability?date=${date}`)).json.availableTimes as string[]);

/** A verified client of their own: registered, the mailed token posted, signed in; with the password for the browser. */
async function verifiedClient() {
  const registration = buildRegistration();
  const client = apiClient();
  expect((await client.request('POST', '/api/auth/register', registration)).status).toBe(201);
  let token = '';
  for (let i = 0; i < 50 && !token; i += 1) {
    const mails = (await admin.request<OutboxEmail[]>('GET', '/api/outbox')).json;
    token = mails.find((m) => m.to === registration.email && m.kind === 'verify-email')?.text.match(/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    if (!token) await new Promise((r) => setTimeout(r, 200));
  }
  expect((await client.request('POST', '/api/auth/verify-email', { token })).status).toBe(200);
  expect((await client.login(registration.username, registration.password)).status).toBe(200);
  return Object.assign(client, { registration });
}


async function offerMail(to: string) {
  for (let i = 0; i < 50; i += 1) {
    const mails = (await admin.request<OutboxEmail[]>('GET', '/api/outbox')).json;
    const mail = mails.find((m) => m.to === to && m.kind === 'waitlist-offer');
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no waitlist offer was mailed to ${to}`);
}

beforeAll(async () => {
  expect((await admin.login(demo.admin.username, demo.admin.password)).status).toBe(200);
  expect((await staff.login(demo.staff.username, demo.staff.password)).status).toBe(200);
  instructorId = String((await staff.request('GET', '/api/instructor/profile')).json.id);
  const slot = await staff.request('POST', '/api/instructor/availability', { isRecurring: false, availableDate: date, startTime: TIME, endTime: '22:00', location: 'Tewksbury', maxBookings: 1 });
  expect(slot.status).toBe(201);
});

describe('The waitlist in Chromium', () => {
  it('When client B joins the waitlist for a taken time and client A cancels, then B is mailed the offer, nobody else sees the time, and B claims it into My Sessions', async () => {
    const a = await verifiedClient();
    const b = await verifiedClient();
    const checkout = await a.request('POST', '/api/bookings/checkout', {
      instructorId,
      bookingData: { clientName: 'Alex First', clientEmail: a.registration.email, sessionType: 'technique', location: 'tewksbury', sessionDate: date, time: TIME },
    });
    expect(checkout.status).toBe(201);
    const url = new URL(String(checkout.json.checkoutUrl), 'http://x');
    const bookingId = url.pathname.split('/').pop()!;
    expect((await a.request('POST', `/api/checkout/${bookingId}/confirm`, undefined, { 'x-booking-key': url.searchParams.get('key')! })).status).toBe(200);
    expect(await freeTimes()).not.toContain(TIME);

    // B joins from the booking page.
    const { page, context, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInContext(context, b.registration.username, b.registration.password);
    await page.goto(`/private-classes?instructorId=${instructorId}`);
    await page.getByLabel('Instructor *').selectOption(instructorId);
    await pickDate(page, date);
    const taken = page.getByRole('group', { name: 'Taken times' });
    await taken.getByRole('checkbox', { name: /^9:00 PM/ }).check();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await page.getByRole('status').filter({ hasText: 'You are number 1 in line' }).waitFor();

    // A cancels: the seat is held for B, and B is mailed.
    expect((await a.request('POST', `/api/bookings/${bookingId}/cancel`, { reason: '' })).status).toBe(200);
    const mail = await offerMail(b.registration.email);
    expect(mail.text).toContain('/client-portal?tab=sessions#waitlist');
    expect(await freeTimes()).not.toContain(TIME);

    // The coach's Bookings: A's cancelled session is not upcoming and owes nothing; the Waitlist of that
    // day shows B, offered the seat until the offer runs out (issue 38 items 11 and 20).
    const coach = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInContext(coach.context, demo.staff.username, demo.staff.password);
    await coach.page.goto(`/staff-dashboard?tab=bookings&q=${encodeURIComponent(a.registration.email)}`);
    const cancelledCard = coach.page.getByRole('list', { name: 'Cancelled bookings' }).getByRole('article', { name: `Alex First, ${date} ${TIME}` });
    await cancelledCard.waitFor();
    expect(await cancelledCard.textContent()).not.toMatch(/, due\b/);
    expect(await coach.page.getByRole('list', { name: 'Upcoming bookings' }).getByRole('article', { name: `Alex First, ${date} ${TIME}` }).count()).toBe(0);
    await coach.page.getByLabel('Waitlist day').fill(date);
    const waiting = coach.page.getByRole('list', { name: /^Waitlist for / }).getByRole('article', { name: new RegExp(`^${b.registration.firstName} ${b.registration.lastName}, Offered 9:00 PM E[SD]T until `) });
    await waiting.waitFor();
    expect(await waiting.textContent()).toContain(b.registration.email);
    for (const width of [1280, 360]) {
      await coach.page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(coach.page)).toEqual([]);
    }
    expect(coach.errors).toEqual([]);
    await coach.context.close();

    // B opens the portal from the e-mail and claims the seat.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/client-portal?tab=sessions#waitlist');
    const entry = page.getByRole('article', { name: `Waitlist for ${await instructorName()} on ${dayLabel(date)}` });
    await entry.getByText('Seat held for you').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
    await entry.getByRole('button', { name: 'Claim Seat' }).click();
    await page.getByRole('status').filter({ hasText: 'Seat booked' }).first().waitFor();
    const upcoming = page.getByRole('list', { name: 'Upcoming sessions' });
    await upcoming.getByRole('article', { name: new RegExp(`^${dayLabel(date)} at 9:00 PM`) }).waitFor();
    await entry.getByText('Booked').waitFor();
    expect(await freeTimes()).not.toContain(TIME);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When the waitlist is empty or fails to load, then the portal says so and offers Try again; Leave Waitlist asks first; all axe-clean', async () => {
    const c = await verifiedClient();
    const { page, context, errors } = await newPage(browser, { viewport: { width: 360, height: 800 } });
    await signInContext(context, c.registration.username, c.registration.password);
    await page.goto('/client-portal?tab=sessions');
    await page.getByText('You are not on any waitlist').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.route('**/api/user/waitlist', (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch your waitlist' });
    await alert.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute('**/api/user/waitlist');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('You are not on any waitlist').waitFor();

    // The first test's seat is booked now: c waits for it, then leaves after the confirmation.
    const joined = await c.request('POST', '/api/waitlist', { instructorId, sessionDate: date, times: [TIME], sessionType: 'technique', location: 'tewksbury' });
    expect(joined.status).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: 'Leave Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave Waitlist' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Leave Waitlist' }).click();
    await page.getByRole('status').filter({ hasText: 'You left the waitlist' }).first().waitFor();
    expect(((await c.request<Array<{ status: string }>>('GET', '/api/user/waitlist')).json)[0]?.status).toBe('left');
    expect(errors).toEqual([]);
    await context.close();
  });
});

async function instructorName() {
  return String((await staff.request('GET', '/api/instructor/profile')).json.name);
}
