import ical, { type VEvent } from 'node-ical';
import {
  asRole,
  confirmedSession,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';

jest.setTimeout(60_000);

const clock = testClock('2030-01-07T12:00:00Z');
let catalog: TestCatalog;
let booking: TestBooking;

beforeAll(async () => {
  catalog = await startCatalog();
  booking = await startBooking({ catalog, clock, env: { PUBLIC_URL: 'https://site.test' } });
});
afterAll(async () => {
  await booking.stop();
  await catalog.stop();
});

const events = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe('Calendar files', () => {
  it('When the confirmation e-mail is sent, then its .ics link opens without signing in and parses as the session in New York time', async () => {
    const s = await confirmedSession(booking, catalog, { date: '2030-01-08', time: '10:00' });
    const mail = (await booking.api.outbox()).find((m) => m.kind === 'booking-confirmed-client' && m.to === s.clientEmail);
    const link = mail?.text.match(/https:\/\/site\.test\/api\/bookings\/\S+\/calendar\.ics\?token=\S+/)?.[0];
    expect(link).toBeDefined();

    const res = await booking.api.request('GET', local(link!));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const [event, ...rest] = events(await res.text());
    expect(rest).toHaveLength(0);
    // 10:00 in New York on 8 January (EST, UTC-5) is 15:00 UTC; a one-hour session.
    expect(event!.start.toISOString()).toBe('2030-01-08T15:00:00.000Z');
    expect(event!.end?.toISOString()).toBe('2030-01-08T16:00:00.000Z');
    expect(String(event!.summary)).toContain('Technique Training');
    expect(String(event!.location)).toContain('214 Main Street, Marlborough, MA');
    expect(event!.uid).toBe(`${s.bookingId}@sciencemeetssport.com`);
  });

  it('When the file is asked for by its client or its instructor signed in, then it is served; with no token, a wrong token or another person, 404', async () => {
    const s = await confirmedSession(booking, catalog);
    const other = await confirmedSession(booking, catalog);
    const path = `/api/bookings/${s.bookingId}/calendar.ics`;

    expect((await booking.api.request('GET', path, undefined, s.client)).status).toBe(200);
    expect((await booking.api.request('GET', path, undefined, s.staff)).status).toBe(200);
    expect((await booking.api.request('GET', path)).status).toBe(404);
    expect((await booking.api.request('GET', `${path}?token=${'A'.repeat(43)}`)).status).toBe(404);
    expect((await booking.api.request('GET', path, undefined, other.staff)).status).toBe(404);
    expect((await booking.api.request('GET', path, undefined, asRole('user', s.clientEmail, { emailVerified: false }))).status).toBe(404);
  });

  it('When an instructor makes a private feed, then calendar apps read their sessions from it; a new link or a revoke ends the old one', async () => {
    const s = await confirmedSession(booking, catalog, { time: '11:00' });
    const status = async () => (await booking.api.request('GET', '/api/instructor/calendar-feed', undefined, s.staff)).json();
    expect(await status()).toEqual({ active: false, createdAt: null });

    const made = await booking.api.request('POST', '/api/instructor/calendar-feed', undefined, s.staff);
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/site\.test\/api\/instructor\/calendar\.ics\?token=[A-Za-z0-9_-]{43}$/);
    expect(await status()).toMatchObject({ active: true });

    const feed = await booking.api.request('GET', local(url));
    expect(feed.status).toBe(200);
    const found = events(await feed.text());
    expect(found.map((e) => e.uid)).toContain(`${s.bookingId}@sciencemeetssport.com`);
    expect(found.find((e) => e.uid === `${s.bookingId}@sciencemeetssport.com`)!.start.toISOString()).toBe('2030-01-08T16:00:00.000Z');

    const again = (await (await booking.api.request('POST', '/api/instructor/calendar-feed', undefined, s.staff)).json()) as { url: string };
    expect((await booking.api.request('GET', local(url))).status).toBe(404);
    expect((await booking.api.request('GET', local(again.url))).status).toBe(200);

    expect((await booking.api.request('DELETE', '/api/instructor/calendar-feed', undefined, s.staff)).status).toBe(204);
    expect((await booking.api.request('GET', local(again.url))).status).toBe(404);
    expect(await status()).toMatchObject({ active: false });
  });

  it('When someone other than staff asks for a feed link, then 401 or 403', async () => {
    const s = await confirmedSession(booking, catalog);
    expect((await booking.api.request('POST', '/api/instructor/calendar-feed')).status).toBe(401);
    expect((await booking.api.request('POST', '/api/instructor/calendar-feed', undefined, s.client)).status).toBe(403);
  });
});
