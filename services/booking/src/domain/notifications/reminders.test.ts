import { cancellationPolicyText } from '@wsms/contracts';
import { sendDueReminders } from './reminders';
import {
  confirmedSession,
  depsOf,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';

jest.setTimeout(60_000);

// Sessions on 2030-01-08 at 10:00 and 11:00 New York time (15:00 and 16:00 UTC), booked 27 hours ahead.
const clock = testClock('2030-01-07T12:00:00Z');
let catalog: TestCatalog;
let first: TestBooking;
let second: TestBooking;

beforeAll(async () => {
  catalog = await startCatalog();
  // Two instances of the service on one database, each running the reminder job every second.
  first = await startBooking({ catalog, clock, env: { BOOKING_REMINDER_SECONDS: '1' } });
  second = await startBooking({ catalog, clock, env: { BOOKING_REMINDER_SECONDS: '1', MONGODB_URI: first.config.MONGODB_URI } });
});
afterAll(async () => {
  await second.stop();
  await first.stop();
  await catalog.stop();
});

const remindersTo = async (email: string) => (await first.api.outbox()).filter((m) => m.kind === 'booking-reminder' && m.to === email);

async function eventually(check: () => Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('condition not met in time');
}

describe('Reminder e-mails', () => {
  it('When two instances run the reminder job, then each confirmed session inside 24 hours is reminded exactly once, and later ones not yet', async () => {
    const soon = await Promise.all([0, 1, 2].map(() => confirmedSession(first, catalog, { time: '10:00' })));
    const later = await confirmedSession(first, catalog, { date: '2030-01-09', time: '10:00' });
    expect(await remindersTo(soon[0]!.clientEmail)).toHaveLength(0);

    clock.set('2030-01-07T16:00:00Z'); // 23 hours before the 10:00 sessions
    // Both instances' own jobs run, and both also race through the same pass by hand.
    await Promise.all([sendDueReminders(depsOf(first, clock)), sendDueReminders(depsOf(second, clock)), sendDueReminders(depsOf(first, clock))]);
    await eventually(async () => (await Promise.all(soon.map((s) => remindersTo(s.clientEmail)))).every((m) => m.length === 1));
    await new Promise((r) => setTimeout(r, 2500)); // a few more runs of both jobs

    for (const s of soon) {
      const mails = await remindersTo(s.clientEmail);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain('2030-01-08 at 10:00');
      expect(mails[0]!.text).toContain(cancellationPolicyText(24));
    }
    expect(await remindersTo(later.clientEmail)).toHaveLength(0);
  });

  it('When a session was booked already inside the 24 hours, then no reminder follows the confirmation', async () => {
    clock.set('2030-01-09T12:00:00Z');
    const s = await confirmedSession(first, catalog, { date: '2030-01-10', time: '09:00' });
    await Promise.all([sendDueReminders(depsOf(first, clock)), sendDueReminders(depsOf(second, clock))]);
    expect(await remindersTo(s.clientEmail)).toHaveLength(0);
  });
});
