import type { Browser } from 'playwright-core';
import { apiClient, buildRegistration, demo } from './support/api';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { addDays, businessToday, isClosedDay, sessionDayAhead } from './support/dates';
import { signInContext } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Client = ReturnType<typeof apiClient>;
type Booking = { id: string; status: string; date: string; time: string };
type OutboxEmail = { to: string; kind: string; text: string };

const hourInNewYork = () => Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A bookable hour less than 24 hours ahead: tomorrow an hour before now, or today two hours on when tomorrow is a Sunday. */
function insideCutoff() {
  const date = businessToday();
  const hour = hourInNewYork();
  const tomorrow = addDays(date, 1);
  if (!isClosedDay(tomorrow)) return { date: tomorrow, time: hh(Math.max(hour - 1, 0)) };
  if (hour + 2 <= 23 && !isClosedDay(date)) return { date, time: hh(hour + 2) };
  throw new Error('No bookable hour inside the next 24 hours (Saturday night before a Sunday): run again later');
}

const anonymous = apiClient();
const admin = apiClient();
const staff = apiClient();
let instructorId = '';

const freeTimes = async (date: string) =>
  ((await anonymous.request('GET', `/api/instructors/${instructorId}/availability?date=${date}`)).json.availableTimes as string[]);

async function addSlot(date: string, startTime: string, endTime: string, maxBookings: number) {
  const res = await staff.request('POST', '/api/instructor/availability', { isRecurring: false, availableDate: date, startTime, endTime, location: 'Tewksbury', maxBookings });
  expect(res.status).toBe(201);
}

/** A verified client of their own: registered, the mailed token posted, signed in. */
async function verifiedClient(): Promise<Client & { email: string }> {
  const registration = buildRegistration();
  const client = apiClient();
  expect((await client.request('POST', '/api/auth/register', registration)).status).toBe(201);
  let token = '';
  for (let i = 0; i < 50 && !token; i += 1) {
    const mails = (await admin.request<OutboxEmail[]>('GET', '/api/outbox?limit=200')).json;
    token = mails.find((m) => m.to === registration.email && m.kind === 'verify-email')?.text.match(/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    if (!token) await new Promise((r) => setTimeout(r, 200));
  }
  expect((await client.request('POST', '/api/auth/verify-email', { token })).status).toBe(200);
  expect((await client.login(registration.username, registration.password)).status).toBe(200);
  return Object.assign(client, { email: registration.email });
}

/** Books and confirms (pay at the gym) as a signed-in verified client, who may confirm on the checkout page itself. */
async function book(client: Client, email: string, date: string, time: string): Promise<string> {
  const checkout = await client.request('POST', '/api/bookings/checkout', {
    instructorId,
    bookingData: { clientName: 'Jamie Rivera', clientEmail: email, sessionType: 'technique', location: 'tewksbury', sessionDate: date, time },
  });
  expect(checkout.status).toBe(201);
  const url = new URL(String(checkout.json.checkoutUrl), 'http://x');
  const bookingId = url.pathname.split('/').pop()!;
  const confirmed = await client.request('POST', `/api/checkout/${bookingId}/confirm`, undefined, { 'x-booking-key': url.searchParams.get('key')! });
  expect(confirmed.status).toBe(200);
  return bookingId;
}

const bookingOf = async (client: Client, email: string, id: string) =>
  ((await client.request<Booking[]>('GET', `/api/bookings?clientEmail=${encodeURIComponent(email)}`)).json).find((b) => b.id === id)!;

beforeAll(async () => {
  expect((await admin.login(demo.admin.username, demo.admin.password)).status).toBe(200);
  expect((await staff.login(demo.staff.username, demo.staff.password)).status).toBe(200);
  instructorId = String((await staff.request('GET', '/api/instructor/profile')).json.id);
});

describe('A client changes a session in Chromium', () => {
  it('When a client cancels more than 24 h ahead, then its time is free again; inside the cut-off, the portal names the late cancellation before the client confirms, and keeping the session changes nothing', async () => {
    const jamie = Object.assign(apiClient(), { email: 'jamie.rivera@example.com' });
    await jamie.login(demo.user.username, demo.user.password);
    const far = sessionDayAhead(6);
    const near = insideCutoff();
    await addSlot(far, '22:00', '23:00', 1);
    await addSlot(near.date, near.time, hh(Number(near.time.slice(0, 2)) + 1), 1);
    const farId = await book(jamie, jamie.email, far, '22:00');
    const nearId = await book(jamie, jamie.email, near.date, near.time);
    expect(await freeTimes(far)).not.toContain('22:00');

    const { page, context, errors } = await newPage(browser, { viewport: { width: 360, height: 800 } });
    await signInContext(context, demo.user.username, demo.user.password);
    await page.goto('/client-portal?tab=sessions');
    await page.getByRole('button', { name: `Cancel session ${far} 22:00` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Session' });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Reason (optional)').fill('Travelling for work');
    await dialog.getByRole('button', { name: 'Cancel Session' }).click();
    await page.getByRole('status').filter({ hasText: 'Session cancelled' }).first().waitFor();
    expect(await freeTimes(far)).toContain('22:00');
    expect(await bookingOf(jamie, jamie.email, farId)).toMatchObject({ status: 'cancelled' });

    await page.getByRole('button', { name: `Cancel session ${near.date} ${near.time}` }).click();
    const late = page.getByRole('dialog', { name: 'Cancel Session' });
    await late.getByText('so cancelling now is a late cancellation', { exact: false }).waitFor();
    expect(await late.getByRole('button', { name: 'Confirm Late Cancellation' }).count()).toBe(1);
    await late.getByRole('button', { name: 'Keep Session' }).click();
    expect(await bookingOf(jamie, jamie.email, nearId)).toMatchObject({ status: 'confirmed' });
    expect(await freeTimes(near.date)).not.toContain(near.time);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When two clients move into the same last seat at once, then exactly one wins and neither loses their original booking', async () => {
    const date = sessionDayAhead(8);
    await addSlot(date, '17:00', '18:00', 2);
    await addSlot(date, '19:00', '20:00', 1);
    const [first, second] = await Promise.all([verifiedClient(), verifiedClient()]);
    const ids = [await book(first!, first!.email, date, '17:00'), await book(second!, second!.email, date, '17:00')];
    const before = await freeTimes(date);
    expect(before).toContain('19:00');
    expect(before).not.toContain('17:00');

    const results = await Promise.all(
      [first!, second!].map((client, i) => client.request('POST', `/api/bookings/${ids[i]}/reschedule`, { sessionDate: date, time: '19:00' })),
    );

    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.findIndex((r) => r.status === 200);
    const loser = 1 - winner;
    const clients = [first!, second!];
    expect(await bookingOf(clients[winner]!, clients[winner]!.email, ids[winner]!)).toMatchObject({ status: 'confirmed', time: '19:00' });
    expect(await bookingOf(clients[loser]!, clients[loser]!.email, ids[loser]!)).toMatchObject({ status: 'confirmed', time: '17:00' });
    // The winner's old seat is free again; the last seat is taken.
    const after = await freeTimes(date);
    expect(after).toContain('17:00');
    expect(after).not.toContain('19:00');
  });
});
