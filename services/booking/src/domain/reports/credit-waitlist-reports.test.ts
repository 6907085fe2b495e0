import { addDays } from '@wsms/contracts';
import { creditRepository } from '../../data-access/credits/credit-repository';
import { waitlistRepository } from '../../data-access/waitlist/waitlist-repository';
import { asRole, buildCheckout, depsOf, insertInstructor, insertWeek, useBookingStack } from '../../testing/booking-test-kit';
import { creditClient } from '../../testing/credit-test-kit';
import { reportsKit } from '../../testing/reports-test-kit';
import { bookTime, join, joinBody, waitlistClient } from '../../testing/waitlist-kit';
import { sweepWaitlist } from '../waitlist/waitlist-sweep';
import { rebuildReports } from './rebuild-reports.use-case';
import { feedCredit, feedExpiredCredits } from './reporting-records';
import { feedWaitlistRecord } from './rollups';

jest.setTimeout(120_000);

// Without Stripe: packs are paid at the gym, claimed offers confirmed at once.
const stack = useBookingStack({ start: '2030-01-07T12:00:00Z' });
const kit = reportsKit(stack, 'whsec_unused');
const admin = asRole('admin');
const fivePack = { name: 'Five sessions', description: 'Technique or conditioning', sessions: 5, priceCents: 40001, validDays: 30, sessionTypes: ['technique', 'conditioning'] };

async function call<T>(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await stack.booking.api.request(method, path, body, headers);
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * From Monday `monday` (07:00 in New York): a five-credit pack bought, paid at the gym the next day
 * (marked paid twice), two sessions booked with credits, one cancelled in time (its credit returned),
 * the other a no-show (forfeited); 40 days on, the four unspent credits have run out.
 */
async function creditStory(monday: string) {
  stack.clock.set(`${monday}T12:00:00Z`);
  const coach = await insertInstructor(stack.catalog);
  await insertWeek(stack.booking.db, coach.id);
  const pack = await call<{ id: string }>('POST', '/api/packages', admin, fivePack);
  const buyer = creditClient('reports');
  const { purchaseId } = await call<{ purchaseId: string }>('POST', `/api/packages/${pack.id}/purchase`, buyer.headers);
  stack.clock.set(`${addDays(monday, 1)}T15:00:00Z`);
  await call('POST', `/api/package-purchases/${purchaseId}/paid`, admin);
  await call('POST', `/api/package-purchases/${purchaseId}/paid`, asRole('staff'));
  const sessionDate = addDays(monday, 3);
  const withCredit = (time: string) => ({ ...buildCheckout(coach.id, { clientEmail: buyer.email, sessionDate, time }), paymentMethod: 'credit' });
  const kept = await stack.booking.api.checkout(withCredit('10:00'), buyer.headers);
  const missed = await stack.booking.api.checkout(withCredit('11:00'), buyer.headers);
  const [cancelled, noShow] = [(await kept.json()) as { bookingId: string }, (await missed.json()) as { bookingId: string }];
  await kit.adminDoes(cancelled.bookingId, 'cancel', { reason: 'Coach unwell' });
  stack.clock.set(`${sessionDate}T17:00:00Z`);
  await kit.adminDoes(noShow.bookingId, 'status', { status: 'no_show' });
  // What the writers fed as they went, before any timer ran.
  const beforeExpiry = await kit.summary({ from: addDays(monday, -6), to: addDays(monday, 45) });
  stack.clock.set(`${addDays(monday, 40)}T12:00:00Z`);
  await feedExpiredCredits(depsOf(stack.booking, stack.clock));
  return { buyer, paidOn: addDays(monday, 1), beforeExpiry };
}

/** From Monday `monday`: two taken times freed, each offered to its waiting client; one claims, the other's offer runs out. */
async function waitlistStory(monday: string) {
  stack.clock.set(`${monday}T12:00:00Z`);
  const coach = await insertInstructor(stack.catalog);
  await insertWeek(stack.booking.db, coach.id);
  const tuesday = addDays(monday, 1);
  const taken = [await bookTime(stack.booking, coach.id, tuesday, '10:00'), await bookTime(stack.booking, coach.id, tuesday, '14:00')];
  const [claimer, sleeper] = [waitlistClient('claims'), waitlistClient('sleeps')];
  const claimed = await join(stack.booking, claimer, joinBody(coach.id, tuesday, ['10:00']));
  await join(stack.booking, sleeper, joinBody(coach.id, tuesday, ['14:00']));
  for (const t of taken) await t.cancel();
  const claim = await stack.booking.api.request('POST', `/api/waitlist/${claimed.id}/claim`, {}, claimer.headers());
  expect(claim.status).toBe(201);
  stack.clock.advanceMinutes(31);
  const deps = depsOf(stack.booking, stack.clock);
  await sweepWaitlist(deps);
  await sweepWaitlist(deps);
  return coach;
}

describe('Reports fed by the credits and the waitlist', () => {
  it('When a pack is bought (marked paid twice), credits are used, returned, forfeited and run out, and every feed is delivered again, then each moves its figures once, packages revenue on the day paid', async () => {
    const { buyer, paidOn, beforeExpiry } = await creditStory('2030-01-07');
    const range = { from: '2030-01-01', to: '2030-02-20' };
    const first = await kit.summary(range);

    const deps = depsOf(stack.booking, stack.clock);
    for (const credit of await creditRepository(stack.booking.db).listForOwner(buyer.sub)) await feedCredit(deps, credit._id);
    await feedExpiredCredits(deps);

    expect(beforeExpiry.credits).toEqual({ sold: 5, used: 2, forfeited: 1, expired: 0, outstanding: 4 });
    expect(beforeExpiry.revenueCents).toMatchObject({ sessions: 0, packages: 40001, refunds: 0, net: 40001 });
    expect(first.credits).toEqual({ sold: 5, used: 2, forfeited: 1, expired: 4, outstanding: 0 });
    expect(first.revenueCents).toMatchObject({ sessions: 0, packages: 40001, refunds: 0, net: 40001 });
    expect(await kit.summary(range)).toEqual(first);
    expect((await kit.summary({ from: '2030-01-07', to: '2030-01-07' })).revenueCents.packages).toBe(0);
    expect((await kit.summary({ from: paidOn, to: paidOn })).credits).toEqual({ sold: 5, used: 2, forfeited: 0, expired: 0, outstanding: 4 });
    // Before they ran out (1 February): five bought, one returned, two used.
    expect((await kit.summary({ from: '2030-01-01', to: '2030-02-01' })).credits.outstanding).toBe(4);
  });

  it('When a freed seat is claimed and another offer runs out, and the counted offers are delivered again, then offers, claims, expiries and the fill rate move once', async () => {
    const coach = await waitlistStory('2030-03-18');
    const range = { from: '2030-03-01', to: '2030-03-31' };
    const first = await kit.summary(range);

    const deps = depsOf(stack.booking, stack.clock);
    for (const event of await waitlistRepository(stack.booking.db).listEvents()) await feedWaitlistRecord(deps, event);

    expect(first.waitlist).toEqual({ offers: 2, claimed: 1, expired: 1, fillRate: 0.5 });
    expect(await kit.summary(range)).toEqual(first);
    expect((await kit.summary({ ...range, location: 'marlborough', instructorId: coach.id })).waitlist).toEqual(first.waitlist);
    expect((await kit.summary({ ...range, location: 'woburn' })).waitlist.offers).toBe(0);
  });

  it('When the roll-ups are rebuilt with credits and waitlist offers present, then every answer is the same as the live one', async () => {
    await creditStory('2030-04-01');
    await waitlistStory('2030-05-20');
    const ranges: Record<string, string>[] = [
      { from: '2030-01-01', to: '2030-06-30' },
      { from: '2030-04-01', to: '2030-04-30' },
      { from: '2030-05-01', to: '2030-05-31', location: 'marlborough' },
    ];
    const series = { metric: 'revenueNet', interval: 'week', from: '2030-03-25', to: '2030-05-31' };
    const live = await Promise.all(ranges.map((r) => kit.summary(r)));
    const liveSeries = await kit.series(series);

    await rebuildReports(depsOf(stack.booking, stack.clock));

    expect(await Promise.all(ranges.map((r) => kit.summary(r)))).toEqual(live);
    expect(await kit.series(series)).toEqual(liveSeries);
    expect(live[0]!.credits).toMatchObject({ sold: 10, used: 4, forfeited: 2, expired: 8, outstanding: 0 });
    expect(live[0]!.waitlist).toMatchObject({ offers: 4, claimed: 2, expired: 2 });
  });
});
