import http from 'node:http';
import type { OutboxEmail } from '@wsms/contracts';
import {
  asRole,
  buildCheckout,
  insertInstructor,
  insertWeek,
  mailedConfirmLink,
  mailsAbout,
  nextClientEmail,
  useBookingStack,
} from '../../testing/booking-test-kit';

jest.setTimeout(60_000);

// booking as `npm start` used to run it: no PUBLIC_URL in its environment, so the default applies.
const stack = useBookingStack();
const PUBLIC_URL = 'http://localhost:3000';
const FORGED = 'evil-lookalike.example';

/** Raw HTTP, as an attacker sends it: fetch would not let a Host header through. */
function forged(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${stack.booking.url}${path}`,
      {
        method,
        agent: false,
        headers: {
          host: FORGED,
          origin: `http://${FORGED}`,
          'x-forwarded-host': FORGED,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const linksIn = (mails: OutboxEmail[]) => mails.flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? []);

describe('links in e-mails when a request names a forged host', () => {
  it('When an anonymous checkout, a confirmation, messages and a cancellation come with a forged Host and Origin, then every link in every e-mail starts with PUBLIC_URL', async () => {
    const { booking, catalog } = stack;
    const instructor = await insertInstructor(catalog);
    await insertWeek(booking.db, instructor.id);
    const clientEmail = nextClientEmail('forged');

    const checkout = await forged('POST', '/api/bookings/checkout', {}, buildCheckout(instructor.id, { clientEmail }));
    expect(checkout.status).toBe(201);
    const bookingId = String(checkout.json.bookingId);
    expect(String(checkout.json.checkoutUrl)).toMatch(new RegExp(`^/checkout/${bookingId}\\?key=`));
    const { link, key } = await mailedConfirmLink(booking, bookingId);
    expect(link.startsWith(`${PUBLIC_URL}/checkout/${bookingId}?key=`)).toBe(true);

    expect((await forged('POST', `/api/checkout/${bookingId}/confirm`, { 'x-booking-key': key })).status).toBe(200);
    const client = asRole('user', clientEmail);
    const staff = asRole('staff', instructor.email);
    expect((await forged('POST', `/api/bookings/${bookingId}/messages`, client, { message: 'See you there' })).status).toBe(201);
    expect((await forged('POST', `/api/bookings/${bookingId}/messages`, staff, { message: 'Bring tape' })).status).toBe(201);
    expect((await forged('POST', `/api/bookings/${bookingId}/cancel`, client, { reason: 'Injured' })).status).toBe(200);

    const mails = mailsAbout(await booking.api.outbox(), bookingId);
    const byKind = mails.map((m) => m.kind).sort();
    expect(byKind).toEqual(expect.arrayContaining(['booking-confirm-link', 'booking-confirmed-client', 'booking-cancelled-client']));
    const messageMails = (await booking.api.outbox()).filter((m) => m.kind.startsWith('session-message') && [clientEmail, instructor.email].includes(m.to));
    expect(messageMails).toHaveLength(2);
    const links = linksIn([...mails, ...messageMails]);
    expect(links.length).toBeGreaterThanOrEqual(5);
    expect(links.filter((l) => !l.startsWith(`${PUBLIC_URL}/`))).toEqual([]);
    expect(JSON.stringify(mails)).not.toContain(FORGED);
  });

  it('When staff create a calendar feed with a forged Host, then its URL starts with PUBLIC_URL', async () => {
    const instructor = await insertInstructor(stack.catalog);

    const made = await forged('POST', '/api/instructor/calendar-feed', asRole('staff', instructor.email));

    expect(made.status).toBe(201);
    expect(String(made.json.url)).toMatch(new RegExp(`^${PUBLIC_URL}/api/instructor/calendar\\.ics\\?token=[A-Za-z0-9_-]{43}$`));
  });
});
