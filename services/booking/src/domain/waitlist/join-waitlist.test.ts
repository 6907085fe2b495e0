import { insertInstructor, insertWeek, useBookingStack } from '../../testing/booking-test-kit';
import { bookTime, join, joinBody, waitlistClient } from '../../testing/waitlist-kit';

// Monday 2030-01-07, 07:00 in New York.
const stack = useBookingStack();
const TUESDAY = '2030-01-08';

async function coachBookedAtTen() {
  const coach = await insertInstructor(stack.catalog);
  await insertWeek(stack.booking.db, coach.id);
  await bookTime(stack.booking, coach.id, TUESDAY, '10:00');
  return coach;
}
const entries = (instructorId: string) => stack.booking.db.collection('waitlist_entries').countDocuments({ instructorId });

describe('joining the waitlist', () => {
  it.each([
    ['a past date', { sessionDate: '2030-01-05' }, 'sessionDate'],
    ['a Sunday', { sessionDate: '2030-01-13' }, 'sessionDate'],
    ['a time outside the availability', { times: ['20:00'] }, 'times'],
    ['a time that is not an hour', { times: ['10:30'] }, 'times.0'],
    ['an unknown session type', { sessionType: 'yoga' }, 'sessionType'],
  ])('When a client sends %s, then 400 names the field and nothing is stored', async (_what, change, field) => {
    const coach = await coachBookedAtTen();
    const res = await stack.booking.api.request('POST', '/api/waitlist', { ...joinBody(coach.id, TUESDAY, ['10:00']), ...change }, waitlistClient().headers());

    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toContain(field);
    expect(await entries(coach.id)).toBe(0);
  });

  it('When a client joins twice for the same hour, even racing, then one entry is kept and the other is 409', async () => {
    const coach = await coachBookedAtTen();
    await bookTime(stack.booking, coach.id, TUESDAY, '11:00');
    const who = waitlistClient();
    const answers = await Promise.all([
      stack.booking.api.request('POST', '/api/waitlist', joinBody(coach.id, TUESDAY, ['10:00']), who.headers()),
      stack.booking.api.request('POST', '/api/waitlist', joinBody(coach.id, TUESDAY, ['11:00', '10:00']), who.headers()),
    ]);

    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await entries(coach.id)).toBe(1);
    const other = await join(stack.booking, waitlistClient(), joinBody(coach.id, TUESDAY, ['10:00']));
    expect(other.position).toBe(2);
  });

  it('When the owner has left, then they may join for that hour again', async () => {
    const coach = await coachBookedAtTen();
    const who = waitlistClient();
    const first = await join(stack.booking, who, joinBody(coach.id, TUESDAY, ['10:00']));
    await stack.booking.api.request('DELETE', `/api/waitlist/${first.id}`, undefined, who.headers());

    expect((await join(stack.booking, who, joinBody(coach.id, TUESDAY, ['10:00']))).position).toBe(1);
  });
});
