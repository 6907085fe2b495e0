import { seatRepository } from '../../data-access/seats/seat-repository';
import {
  buildCheckout,
  confirmedCheckout,
  depsOf,
  findBooking,
  insertInstructor,
  insertSlot,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';
import { sweepHolds } from './hold-lifecycle';

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

describe('the background sweep', () => {
  it('When it runs, then expired holds are released and confirmed seats of past dates are dropped, nothing else', async () => {
    const instructor = await insertInstructor(catalog);
    await insertSlot(booking.db, instructor.id, { dayOfWeek: 2 });
    const checkout = async (time: string) =>
      ((await (await booking.api.checkout(buildCheckout(instructor.id, { time }))).json()) as { bookingId: string }).bookingId;
    const expiring = await checkout('09:00');
    const paid = (await confirmedCheckout(booking, buildCheckout(instructor.id, { time: '10:00' }))).bookingId;
    clock.advanceMinutes(10);
    const fresh = await checkout('11:00');
    clock.advanceMinutes(6);
    const deps = depsOf(booking, clock);

    expect(await sweepHolds(deps)).toEqual({ released: 1, pruned: 0, recovered: 0 });
    expect((await findBooking(booking.db, expiring))?.status).toBe('expired');
    expect((await findBooking(booking.db, fresh))?.status).toBe('pending');

    clock.set('2030-01-10T12:00:00Z'); // Thursday: Tuesday's confirmed seat is history
    const { pruned } = await sweepHolds(deps);

    expect(pruned).toBe(1);
    expect((await findBooking(booking.db, paid))?.status).toBe('confirmed');
    expect((await seatRepository(booking.db).listForDate(instructor.id, '2030-01-08')).map((s) => s.bookingId)).toEqual([]);
  });
});
