import { addDays, isClosedDay } from '@wsms/contracts';
import { baseTestEnv } from '@wsms/service-kit/testing';
import { depsOf, insertInstructor, insertWeek, startBooking, startCatalog, testClock, type TestBooking, type TestCatalog } from '../../testing/booking-test-kit';
import { bookTime, join, joinBody, openOffers, seatsAt, waitlistClient } from '../../testing/waitlist-kit';
import { sweepWaitlist } from './waitlist-sweep';

jest.setTimeout(300_000);

const REPETITIONS = 100;
const clock = testClock('2030-01-07T12:00:00Z'); // Monday 07:00 in New York
let catalog: TestCatalog;
let instances: TestBooking[];

beforeAll(async () => {
  catalog = await startCatalog();
  // The race of offers is the subject here: the report projector (tested on two instances in domain/reports) stays off.
  const env = { MONGODB_URI: baseTestEnv('booking').MONGODB_URI, REPORTS_PROJECTOR_POLL_MS: '0' };
  instances = [await startBooking({ catalog, clock, env }), await startBooking({ catalog, clock, env })];
}, 60_000);
afterAll(async () => {
  for (const instance of instances ?? []) await instance.stop();
  await catalog?.stop();
});

/** The next REPETITIONS working days (Monday to Saturday) from Tuesday 2030-01-08. */
function workingDays(count: number) {
  const days: string[] = [];
  for (let day = '2030-01-08'; days.length < count; day = addDays(day, 1)) if (!isClosedDay(day)) days.push(day);
  return days;
}

describe('the waitlist on two booking instances over one database', () => {
  it(`When a cancel on one instance races a reschedule away on the other (${REPETITIONS} times), then each freed seat gets exactly one open offer, to the first two in line, one each`, async () => {
    const [a, b] = instances as [TestBooking, TestBooking];
    const coach = await insertInstructor(catalog);
    await insertWeek(a.db, coach.id);
    const wrong: string[] = [];

    for (const date of workingDays(REPETITIONS)) {
      const atTen = await bookTime(a, coach.id, date, '10:00');
      const atEleven = await bookTime(b, coach.id, date, '11:00');
      const line = [waitlistClient('one'), waitlistClient('two'), waitlistClient('three')];
      const entries = [];
      for (const who of line) entries.push(await join(a, who, joinBody(coach.id, date, ['10:00', '11:00'])));

      const [cancelled, moved] = await Promise.all([atTen.cancel(), atEleven.moveTo(date, '15:00')]);
      // Both instances' timers run at once afterwards: they must find nothing more to offer.
      await Promise.all([sweepWaitlist(depsOf(a, clock)), sweepWaitlist(depsOf(b, clock))]);

      const offers = await openOffers(a.db, { instructorId: coach.id, date });
      const seats = [await seatsAt(a.db, coach.id, date, '10:00'), await seatsAt(a.db, coach.id, date, '11:00')];
      const offeredEntries = offers.map((o) => String(o._id)).sort();
      const outcome = {
        statuses: [cancelled.status, moved.status],
        times: offers.map((o) => o.time).sort(),
        entries: offeredEntries,
        seats,
      };
      const expected = { statuses: [200, 200], times: ['10:00', '11:00'], entries: [entries[0]!.id, entries[1]!.id].sort(), seats: [1, 1] };
      if (JSON.stringify(outcome) !== JSON.stringify(expected)) wrong.push(`${date}: ${JSON.stringify(outcome)}`);
      // Everyone leaves (the third first, so nothing passes on), so the next repetition's timers look
      // at their own day only: the test's time stays linear in the repetitions.
      for (const i of [2, 0, 1]) await b.api.request('DELETE', `/api/waitlist/${entries[i]!.id}`, undefined, line[i]!.headers());
    }

    expect(wrong).toEqual([]);
  });
});
