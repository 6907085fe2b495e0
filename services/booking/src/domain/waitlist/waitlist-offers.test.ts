import { asRole, availableTimes, depsOf, insertInstructor, insertWeek, useBookingStack } from '../../testing/booking-test-kit';
import { issueCredits } from '../../testing/credit-test-kit';
import { bookTime, entryOf, eventsOf, join, joinBody, openOffers, seatsAt, waitlistClient } from '../../testing/waitlist-kit';
import { sweepWaitlist } from './waitlist-sweep';

jest.setTimeout(60_000);

// Monday 2030-01-07, 07:00 in New York; Tuesday's 10:00 starts 27 hours later.
const stack = useBookingStack();
const TUESDAY = '2030-01-08';

async function bookedOutCoach(time = '10:00') {
  const coach = await insertInstructor(stack.catalog);
  await insertWeek(stack.booking.db, coach.id);
  const taken = await bookTime(stack.booking, coach.id, TUESDAY, time);
  return { coach, taken };
}

describe('offers of freed seats', () => {
  it('When a taken time is cancelled, then the first in line gets the seat held with an e-mail, the time stays out of free times, and the second still waits', async () => {
    const { coach, taken } = await bookedOutCoach();
    await bookTime(stack.booking, coach.id, TUESDAY, '14:00');
    const [first, second] = [waitlistClient('first'), waitlistClient('second')];
    const a = await join(stack.booking, first, joinBody(coach.id, TUESDAY, ['10:00']));
    const b = await join(stack.booking, second, joinBody(coach.id, TUESDAY, ['10:00', '14:00']));
    expect([a.position, b.position]).toEqual([1, 2]);

    expect((await taken.cancel()).status).toBe(200);

    const offered = await entryOf(stack.booking, first, a.id);
    expect(offered).toMatchObject({ status: 'offered', position: null, offer: { id: a.id, time: '10:00', expiresAt: '2030-01-07T12:30:00.000Z' } });
    expect(await entryOf(stack.booking, second, b.id)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await availableTimes(stack.booking, coach.id, TUESDAY)).not.toContain('10:00');
    expect(await seatsAt(stack.booking.db, coach.id, TUESDAY, '10:00')).toBe(1);
    const mail = (await stack.booking.api.outbox()).find((m) => m.kind === 'waitlist-offer' && m.to === first.email);
    expect(mail?.text).toContain('http://localhost:3000/client-portal?tab=sessions#waitlist');
    expect(mail?.text).toContain('We hold this seat for you alone for 30 minutes');
    // The business's clock with its zone named (2030-01-07T12:30Z is 7:30 AM EST).
    expect(mail?.text).toContain('It is held for you until Mon, Jan 7, 2030, 7:30 AM EST.');
  });

  it('When an offer runs out, then the next in line gets the same seat, and when theirs runs out too the seat is free to everyone (each counted once)', async () => {
    const { coach, taken } = await bookedOutCoach();
    const [first, second] = [waitlistClient('first'), waitlistClient('second')];
    const a = await join(stack.booking, first, joinBody(coach.id, TUESDAY, ['10:00']));
    const b = await join(stack.booking, second, joinBody(coach.id, TUESDAY, ['10:00']));
        await taken.cancel();
    const deps = depsOf(stack.booking, stack.clock);

    stack.clock.advanceMinutes(29);
    await sweepWaitlist(deps);
    expect((await entryOf(stack.booking, first, a.id)).status).toBe('offered');

    stack.clock.advanceMinutes(2);
    await sweepWaitlist(deps);
    await sweepWaitlist(deps);
    expect((await entryOf(stack.booking, first, a.id)).status).toBe('expired');
    expect(await entryOf(stack.booking, second, b.id)).toMatchObject({ status: 'offered', offer: { time: '10:00' } });
    expect(await availableTimes(stack.booking, coach.id, TUESDAY)).not.toContain('10:00');

    stack.clock.advanceMinutes(31);
    await sweepWaitlist(deps);
    expect((await entryOf(stack.booking, second, b.id)).status).toBe('expired');
    expect(await availableTimes(stack.booking, coach.id, TUESDAY)).toContain('10:00');
    expect(await openOffers(stack.booking.db, { instructorId: coach.id })).toHaveLength(0);
    expect(await eventsOf(stack.booking.db, 'expired', coach.id)).toBe(2);
    expect(await eventsOf(stack.booking.db, 'made', coach.id)).toBe(2);
  });

  it('When an offer has run out and a visitor reads the free times before any timer, then the seat is held for the next in line and the visitor never sees it free', async () => {
    const { coach, taken } = await bookedOutCoach();
    const [first, second] = [waitlistClient('first'), waitlistClient('second')];
    await join(stack.booking, first, joinBody(coach.id, TUESDAY, ['10:00']));
    const b = await join(stack.booking, second, joinBody(coach.id, TUESDAY, ['10:00']));
    await taken.cancel();

    stack.clock.advanceMinutes(31);

    expect(await availableTimes(stack.booking, coach.id, TUESDAY)).not.toContain('10:00');
    expect((await entryOf(stack.booking, second, b.id)).status).toBe('offered');
  });

  it('When a seat frees less than the notice window before its start, then nobody is offered it and it is simply free', async () => {
    const { coach, taken } = await bookedOutCoach('10:00');
    const waiting = waitlistClient('late');
    const entry = await join(stack.booking, waiting, joinBody(coach.id, TUESDAY, ['10:00']));

    stack.clock.set('2030-01-08T13:30:00Z'); // 08:30 in New York: 10:00 is 90 minutes away
    await taken.cancel();
    await sweepWaitlist(depsOf(stack.booking, stack.clock));

    expect((await entryOf(stack.booking, waiting, entry.id)).status).toBe('waiting');
    expect(await openOffers(stack.booking.db, { instructorId: coach.id })).toHaveLength(0);
    expect(await seatsAt(stack.booking.db, coach.id, TUESDAY, '10:00')).toBe(0);
  });

  it('When the offered client claims, then the booking is confirmed in their sessions and counted as a filled seat; a claim after expiry is 409', async () => {
    const { coach, taken } = await bookedOutCoach();
    const [first, late] = [waitlistClient('first'), waitlistClient('late')];
    const a = await join(stack.booking, first, joinBody(coach.id, TUESDAY, ['10:00']));
        await taken.cancel();

    const res = await stack.booking.api.request('POST', `/api/waitlist/${a.id}/claim`, {}, first.headers());
    expect(res.status).toBe(201);
    const { booking, checkoutUrl } = (await res.json()) as { booking: { id: string; status: string; time: string; clientEmail: string }; checkoutUrl: null };
    expect(booking).toMatchObject({ status: 'confirmed', time: '10:00', clientEmail: first.email });
    expect(checkoutUrl).toBeNull();
    expect((await entryOf(stack.booking, first, a.id)).status).toBe('booked');
    const mine = await stack.booking.api.bookings(first.headers());
    expect(((await mine.json()) as Array<{ id: string }>).map((x) => x.id)).toContain(booking.id);
    expect(await eventsOf(stack.booking.db, 'claimed', coach.id)).toBe(1);

    const other = await bookedOutCoach('11:00');
    const b = await join(stack.booking, late, joinBody(other.coach.id, TUESDAY, ['11:00']));
    await other.taken.cancel();
    stack.clock.advanceMinutes(31);
    const tooLate = await stack.booking.api.request('POST', `/api/waitlist/${b.id}/claim`, {}, late.headers());
    expect(tooLate.status).toBe(409);
    expect((await entryOf(stack.booking, late, b.id)).status).toBe('expired');
  });

  it('When the offered client pays with a credit, then without one it is 409 and the seat stays held; with one the credit is spent and the seat booked', async () => {
    const { coach, taken } = await bookedOutCoach();
    const who = waitlistClient('credit');
    const a = await join(stack.booking, who, joinBody(coach.id, TUESDAY, ['10:00']));
    await taken.cancel();
    const claim = () => stack.booking.api.request('POST', `/api/waitlist/${a.id}/claim`, { paymentMethod: 'credit' }, who.headers());

    const without = await claim();
    expect(without.status).toBe(409);
    expect(((await without.json()) as { message: string }).message).toMatch(/no credit/);
    expect((await entryOf(stack.booking, who, a.id)).status).toBe('offered');

    await issueCredits(stack.booking.db, who);
    const res = await claim();
    expect(res.status).toBe(201);
    expect(((await res.json()) as { booking: unknown }).booking).toMatchObject({ status: 'confirmed', paymentMethod: 'credit' });
    expect((await entryOf(stack.booking, who, a.id)).status).toBe('booked');
    const credits = await stack.booking.api.request('GET', '/api/user/credits', undefined, who.headers());
    expect(((await credits.json()) as { balance: number }).balance).toBe(0);
  });

  it('When the offered client leaves, then the seat passes to the next in line at once', async () => {
    const { coach, taken } = await bookedOutCoach();
    const [first, second] = [waitlistClient('first'), waitlistClient('second')];
    const a = await join(stack.booking, first, joinBody(coach.id, TUESDAY, ['10:00']));
    const b = await join(stack.booking, second, joinBody(coach.id, TUESDAY, ['10:00']));
    await taken.cancel();

    expect((await stack.booking.api.request('DELETE', `/api/waitlist/${a.id}`, undefined, first.headers())).status).toBe(204);

    expect((await entryOf(stack.booking, first, a.id)).status).toBe('left');
    expect((await entryOf(stack.booking, second, b.id)).status).toBe('offered');
    expect(await seatsAt(stack.booking.db, coach.id, TUESDAY, '10:00')).toBe(1);
  });

  it('When a booking is moved away from the time, or the slot gains a seat, then the seat is offered', async () => {
    const { coach, taken } = await bookedOutCoach();
    const [first, second] = [waitlistClient('first'), waitlistClient('second')];
    const a = await join(stack.booking, first, joinBody(coach.id, TUESDAY, ['10:00']));
    const b = await join(stack.booking, second, joinBody(coach.id, TUESDAY, ['10:00']));

    expect((await taken.moveTo(TUESDAY, '14:00')).status).toBe(200);
    expect((await entryOf(stack.booking, first, a.id)).status).toBe('offered');

    const slots = await stack.booking.api.request('GET', `/api/instructor/availability?instructorId=${coach.id}`, undefined, adminHeaders());
    const tuesday = ((await slots.json()) as Array<{ id: string; dayOfWeek: number }>).find((s) => s.dayOfWeek === 2)!;
    const raised = await stack.booking.api.request('PUT', `/api/instructor/availability/${tuesday.id}`, { maxBookings: 2 }, adminHeaders());
    expect(raised.status).toBe(200);
    expect((await entryOf(stack.booking, second, b.id)).status).toBe('offered');
  });
});

const adminHeaders = () => asRole('admin');
