import { cancelCheckout } from '../checkout/cancel-checkout.use-case';
import { openCheckout } from '../checkout/checkout-access';
import { confirmAtGym } from '../checkout/confirm-booking.use-case';
import type { ConsentDeps } from '../consent/require-consent';
import { sweepHolds, type HoldLifecycleDeps } from './hold-lifecycle';
import {
  availableTimes,
  buildCheckout,
  depsOf,
  eventually,
  findBooking,
  heldCheckout,
  insertInstructor,
  insertSlot,
  mailedConfirmLink,
  mailsAbout,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';

jest.setTimeout(60_000);

const TUESDAY = '2030-01-08';
const clock = testClock('2030-01-07T12:00:00Z'); // Monday 07:00 in New York
let catalog: TestCatalog;
let booking: TestBooking;

beforeAll(async () => {
  catalog = await startCatalog();
  booking = await startBooking({ catalog, clock });
});
afterAll(async () => {
  await booking.stop();
  await catalog.stop();
});
beforeEach(() => clock.set('2030-01-07T12:00:00Z'));

class Crash extends Error {}

/** The use-cases of an instance that dies (kill -9) at the first call of `step`: nothing after it runs. */
function dyingAt(step: 'seats.makePermanent' | 'seats.release' | 'bookings.update'): HoldLifecycleDeps & ConsentDeps {
  const deps = depsOf(booking, clock);
  const [repo, method] = step.split('.') as ['seats' | 'bookings', string];
  const crash = () => {
    throw new Crash(`killed during ${step}`);
  };
  return { ...deps, [repo]: { ...deps[repo], [method]: crash } } as HoldLifecycleDeps & ConsentDeps;
}

async function heldWithLink(time: string, clientEmail: string) {
  const instructor = await insertInstructor(catalog);
  await insertSlot(booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '12:00' });
  const held = await heldCheckout(booking, buildCheckout(instructor.id, { time, clientEmail }));
  const { key } = await mailedConfirmLink(booking, held.bookingId);
  return { instructor, ...held, confirmKey: key };
}

/** Another instance starting on the same database after the crash (what a supervisor restart does). */
async function restart() {
  return startBooking({ catalog, clock, env: { MONGODB_URI: booking.config.MONGODB_URI } });
}

describe('a crash between recording a decision and applying it', () => {
  it('When a confirmation was recorded but the instance died before applying it, then the next start confirms it and sends its e-mails', async () => {
    const { instructor, bookingId, confirmKey } = await heldWithLink('09:00', 'crash.confirm@example.com');
    const dying = dyingAt('seats.makePermanent');
    await expect(confirmAtGym(dying, await openCheckout(dying, bookingId, confirmKey))).rejects.toBeInstanceOf(Crash);
    expect((await findBooking(booking.db, bookingId))?.status).toBe('pending');

    clock.advanceMinutes(1);
    const restarted = await restart();
    try {
      expect((await findBooking(booking.db, bookingId))?.status).toBe('confirmed');
      const mails = await eventually(
        async () => mailsAbout(await restarted.api.outbox(), bookingId).filter((m) => m.kind.startsWith('booking-confirmed')),
        (list) => list.length === 2 && list.every((m) => m.sentAt !== null),
      );
      expect(mails.map((m) => m.to).sort()).toEqual([instructor.email, 'crash.confirm@example.com'].sort());
      clock.advanceMinutes(30); // long past the hold: a confirmed booking keeps its time
      expect(await availableTimes(restarted, instructor.id, TUESDAY)).toEqual(['10:00', '11:00']);
    } finally {
      await restarted.stop();
    }
  });

  it('When a cancellation was recorded but the seat not yet freed, then the sweep frees it and the booking reads cancelled', async () => {
    const { instructor, bookingId } = await heldWithLink('10:00', 'crash.cancel@example.com');
    await expect(cancelCheckout(dyingAt('seats.release'), bookingId)).rejects.toBeInstanceOf(Crash);
    expect(await availableTimes(booking, instructor.id, TUESDAY)).toEqual(['09:00', '11:00']);

    clock.advanceMinutes(1);
    expect(await sweepHolds(depsOf(booking, clock))).toMatchObject({ recovered: 1 });

    expect((await findBooking(booking.db, bookingId))?.status).toBe('cancelled');
    expect(await availableTimes(booking, instructor.id, TUESDAY)).toEqual(['09:00', '10:00', '11:00']);
  });

  it('When a confirmation is still in flight on a live instance, then recovery leaves it alone (only settlements older than 10 s are finished)', async () => {
    const { bookingId, confirmKey } = await heldWithLink('11:00', 'crash.young@example.com');
    const dying = dyingAt('bookings.update');
    await expect(confirmAtGym(dying, await openCheckout(dying, bookingId, confirmKey))).rejects.toBeInstanceOf(Crash);

    expect(await sweepHolds(depsOf(booking, clock))).toMatchObject({ recovered: 0 });
    clock.advanceMinutes(0.2);
    expect(await sweepHolds(depsOf(booking, clock))).toMatchObject({ recovered: 1 });
    expect((await findBooking(booking.db, bookingId))?.status).toBe('confirmed');
  });
});
