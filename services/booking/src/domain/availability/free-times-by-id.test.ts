import { seatKeyModel } from '../../data-access/seats/seat-key-model';
import { repairSeatKeys } from '../seats/hold-lifecycle';
import {
  availableTimes,
  buildCheckout,
  depsOf,
  heldCheckout,
  insertInstructor,
  insertSlot,
  useBookingStack,
} from '../../testing/booking-test-kit';

// The free-times call finds a day's seats through position pointers read by _id, and reuses an
// instructor's slots while their version row is unchanged; these tests pin what stays true.
const MONDAY_7AM_NEW_YORK = '2030-01-07T12:00:00Z';
const TUESDAY = '2030-01-08';

const stack = useBookingStack({ start: MONDAY_7AM_NEW_YORK });

describe('free times read by _id', () => {
  it('When a seat is held and later released, then its hour is hidden and then offered again (a stale pointer is ignored)', async () => {
    const instructor = await insertInstructor(stack.catalog);
    await insertSlot(stack.booking.db, instructor.id, { startTime: '09:00', endTime: '12:00' });
    const held = await heldCheckout(stack.booking, buildCheckout(instructor.id, { sessionDate: TUESDAY, time: '10:00' }));

    const whileHeld = await availableTimes(stack.booking, instructor.id, TUESDAY);
    await depsOf(stack.booking, stack.clock).seats.release(held.bookingId);
    const afterRelease = await availableTimes(stack.booking, instructor.id, TUESDAY);

    expect(whileHeld).toEqual(['09:00', '11:00']);
    expect(afterRelease).toEqual(['09:00', '10:00', '11:00']);
  });

  it('When a released hour is taken by someone else, then the pointer follows the new seat and the hour stays hidden', async () => {
    const instructor = await insertInstructor(stack.catalog);
    await insertSlot(stack.booking.db, instructor.id, { startTime: '09:00', endTime: '11:00' });
    const first = await heldCheckout(stack.booking, buildCheckout(instructor.id, { sessionDate: TUESDAY, time: '09:00', clientEmail: 'first@example.com' }));
    await depsOf(stack.booking, stack.clock).seats.release(first.bookingId);

    await heldCheckout(stack.booking, buildCheckout(instructor.id, { sessionDate: TUESDAY, time: '09:00', clientEmail: 'second@example.com' }));

    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['10:00']);
  });

  it('When a crash lost a seat pointer, then the repair the sweep runs writes it back and the hour is hidden again', async () => {
    const instructor = await insertInstructor(stack.catalog);
    await insertSlot(stack.booking.db, instructor.id, { startTime: '09:00', endTime: '11:00' });
    await heldCheckout(stack.booking, buildCheckout(instructor.id, { sessionDate: TUESDAY, time: '09:00' }));
    await seatKeyModel(stack.booking.db).deleteMany({ date: TUESDAY });

    const withoutPointer = await availableTimes(stack.booking, instructor.id, TUESDAY);
    const repaired = await repairSeatKeys(depsOf(stack.booking, stack.clock), 60_000);

    expect(withoutPointer).toEqual(['09:00', '10:00']);
    expect(repaired).toBeGreaterThanOrEqual(1);
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['10:00']);
  });

  it('When seats were written before pointers existed, then the one-time repair points them all, once per database', async () => {
    const instructor = await insertInstructor(stack.catalog);
    await insertSlot(stack.booking.db, instructor.id, { startTime: '09:00', endTime: '11:00' });
    await heldCheckout(stack.booking, buildCheckout(instructor.id, { sessionDate: TUESDAY, time: '10:00' }));
    await seatKeyModel(stack.booking.db).deleteMany({ date: TUESDAY });
    await stack.booking.db.collection('booking_upgrades').deleteMany({});
    const seats = depsOf(stack.booking, stack.clock).seats;

    const withoutPointer = await availableTimes(stack.booking, instructor.id, TUESDAY);
    const first = await seats.repairAllKeysOnce();
    const second = await seats.repairAllKeysOnce();

    expect(withoutPointer).toEqual(['09:00', '10:00']);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBe(0);
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['09:00']);
  });

  it('When many past seats wait for pruning, then each sweep drops at most its limit and the rest go in later sweeps', async () => {
    const instructor = await insertInstructor(stack.catalog);
    const past = Array.from({ length: 5 }, (_, i) => ({
      _id: `prune-${instructor.id}-${i}`, instructorId: instructor.id, date: '2029-12-03', time: `${10 + i}:00`, seat: 1, holdExpiresAt: null,
    }));
    await stack.booking.db.collection<{ _id: string }>('booking_seats').insertMany(past);
    const seats = depsOf(stack.booking, stack.clock).seats;

    const firstSweep = await seats.pruneSettledBefore('2030-01-01', 3);
    const secondSweep = await seats.pruneSettledBefore('2030-01-01', 3);
    const left = await seats.listForDate(instructor.id, '2029-12-03');

    expect([firstSweep, secondSweep]).toEqual([3, 2]);
    expect(left).toEqual([]);
  });

  it('When another instance adds a slot after this one showed the day, then the next call here shows the new hours at once', async () => {
    const instructor = await insertInstructor(stack.catalog);
    await insertSlot(stack.booking.db, instructor.id, { startTime: '09:00', endTime: '10:00' });
    const before = await availableTimes(stack.booking, instructor.id, TUESDAY);

    // insertSlot writes through its own repository, as another instance would.
    await insertSlot(stack.booking.db, instructor.id, { startTime: '14:00', endTime: '16:00' });

    expect(before).toEqual(['09:00']);
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['09:00', '14:00', '15:00']);
  });

  it('When another instance deletes a slot, then this instance stops offering its hours at once', async () => {
    const instructor = await insertInstructor(stack.catalog);
    await insertSlot(stack.booking.db, instructor.id, { startTime: '09:00', endTime: '10:00' });
    const afternoon = await insertSlot(stack.booking.db, instructor.id, { startTime: '14:00', endTime: '15:00' });
    const before = await availableTimes(stack.booking, instructor.id, TUESDAY);

    await depsOf(stack.booking, stack.clock).availability.delete(afternoon.id);

    expect(before).toEqual(['09:00', '14:00']);
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['09:00']);
  });

  it('When another instance lowers a slot to one seat or deletes it, then a checkout here is refused at once (its slots were cached by an earlier checkout)', async () => {
    const instructor = await insertInstructor(stack.catalog);
    const slot = await insertSlot(stack.booking.db, instructor.id, { startTime: '09:00', endTime: '12:00', maxBookings: 2 });
    const at = (time: string, n: number) => buildCheckout(instructor.id, { sessionDate: TUESDAY, time, clientEmail: `guest${n}@example.com` });
    await heldCheckout(stack.booking, at('10:00', 1));

    // Through its own repository, as another instance would: one seat from now on.
    const other = depsOf(stack.booking, stack.clock).availability;
    await other.delete(slot.id);
    const single = await insertSlot(stack.booking.db, instructor.id, { startTime: '09:00', endTime: '12:00', maxBookings: 1 });
    const second = await stack.booking.api.checkout(at('10:00', 2));
    await other.delete(single.id);
    const afterDelete = await stack.booking.api.checkout(at('11:00', 3));

    expect(second.status).toBe(409);
    expect(afterDelete.status).toBe(409);
  });
});
