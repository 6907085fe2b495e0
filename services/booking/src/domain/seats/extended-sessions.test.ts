import { seatRepository } from '../../data-access/seats/seat-repository';
import {
  availableTimes,
  buildCheckout,
  findBooking,
  heldCheckout,
  insertInstructor,
  insertSlot,
  mailedConfirmLink,
  useBookingStack,
} from '../../testing/booking-test-kit';

jest.setTimeout(120_000);

const MONDAY_7AM_NEW_YORK = '2030-01-07T12:00:00Z';
const TUESDAY = '2030-01-08';
const stack = useBookingStack({ start: MONDAY_7AM_NEW_YORK });
const { clock } = stack;

async function instructorWith(startTime: string, endTime: string, maxBookings = 1) {
  const instructor = await insertInstructor(stack.catalog);
  await insertSlot(stack.booking.db, instructor.id, { dayOfWeek: 2, startTime, endTime, maxBookings });
  return instructor;
}

const extended = (instructorId: string, time: string, clientEmail = 'long.session@example.com') =>
  buildCheckout(instructorId, { sessionType: 'extended', time, clientEmail });
const oneHour = (instructorId: string, time: string, clientEmail = 'short.session@example.com') =>
  buildCheckout(instructorId, { sessionType: 'technique', time, clientEmail });

const seatsOf = async (instructorId: string) =>
  (await seatRepository(stack.booking.db).listForDate(instructorId, TUESDAY)).map((s) => s.time).sort();

describe('extended (90-minute) sessions take every hour they cover', () => {
  it('When a 90-minute session is held at 10:00, then 10:00 and 11:00 are both taken and a one-hour booking at 11:00 gets 409', async () => {
    const instructor = await instructorWith('09:00', '13:00');

    const held = await heldCheckout(stack.booking, extended(instructor.id, '10:00'));
    const clash = await stack.booking.api.checkout(oneHour(instructor.id, '11:00'));

    expect(await seatsOf(instructor.id)).toEqual(['10:00', '11:00']);
    expect(clash.status).toBe(409);
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['09:00', '12:00']);
    expect((await findBooking(stack.booking.db, held.bookingId))?.seatTimes).toEqual(['10:00', '11:00']);
  });

  it('When the hour after the start is taken or outside the slot, then the 90-minute session is refused and takes nothing', async () => {
    const instructor = await instructorWith('09:00', '12:00');
    await heldCheckout(stack.booking, oneHour(instructor.id, '10:00'));

    const overlapping = await stack.booking.api.checkout(extended(instructor.id, '09:00'));
    const pastTheEnd = await stack.booking.api.checkout(extended(instructor.id, '11:00'));

    expect(overlapping.status).toBe(409);
    expect(pastTheEnd.status).toBe(409);
    expect(await seatsOf(instructor.id)).toEqual(['10:00']);
  });

  it('When it is confirmed, cancelled or runs out, then both of its hours go the same way', async () => {
    const instructor = await instructorWith('09:00', '15:00');
    const confirmed = await heldCheckout(stack.booking, extended(instructor.id, '09:00', 'keeps@example.com'));
    const cancelled = await heldCheckout(stack.booking, extended(instructor.id, '11:00', 'cancels@example.com'));
    const expiring = await heldCheckout(stack.booking, extended(instructor.id, '13:00', 'forgets@example.com'));

    expect((await stack.booking.api.confirm(confirmed.bookingId, (await mailedConfirmLink(stack.booking, confirmed.bookingId)).key)).status).toBe(200);
    expect((await stack.booking.api.cancel(cancelled.bookingId, cancelled.viewKey)).status).toBe(200);
    clock.advanceMinutes(16);

    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['11:00', '12:00', '13:00', '14:00']);
    expect(await seatsOf(instructor.id)).toEqual(['09:00', '10:00']);
    expect((await findBooking(stack.booking.db, expiring.bookingId))?.status).toBe('expired');
  });

  it('When 90-minute sessions at 10:00 race one-hour sessions at 11:00, then never both: every hour keeps at most its one seat', async () => {
    for (let round = 0; round < 5; round += 1) {
      const instructor = await instructorWith('09:00', '13:00');

      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          stack.booking.api.checkout(i % 2 ? extended(instructor.id, '10:00', `long${i}@example.com`) : oneHour(instructor.id, '11:00', `short${i}@example.com`)),
        ),
      );

      const won = answers.map((r, i) => (r.status === 201 ? (i % 2 ? 'extended' : 'one-hour') : r.status));
      const winners = won.filter((w) => typeof w === 'string');
      expect(won.filter((w) => typeof w === 'number' && w !== 409)).toEqual([]);
      expect(winners).toHaveLength(1);
      expect(await seatsOf(instructor.id)).toEqual(winners[0] === 'extended' ? ['10:00', '11:00'] : ['11:00']);
    }
  });

  it('When two seats are free at 10:00 but one at 11:00, then only one 90-minute session fits and the loser gives its 10:00 seat back', async () => {
    const instructor = await insertInstructor(stack.catalog);
    await insertSlot(stack.booking.db, instructor.id, { dayOfWeek: 2, startTime: '10:00', endTime: '11:00', maxBookings: 2 });
    await insertSlot(stack.booking.db, instructor.id, { dayOfWeek: 2, startTime: '11:00', endTime: '12:00', maxBookings: 1 });

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => stack.booking.api.checkout(extended(instructor.id, '10:00', `pair${i}@example.com`))));

    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await seatsOf(instructor.id)).toEqual(['10:00', '11:00']);
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['10:00']);
  });
});
