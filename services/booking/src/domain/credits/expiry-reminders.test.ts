import { depsOf, useBookingStack } from '../../testing/booking-test-kit';
import { creditClient, issueCredits } from '../../testing/credit-test-kit';
import { sendCreditExpiryReminders } from './expiry-reminders';

const stack = useBookingStack({ start: '2030-01-07T12:00:00Z' });

const mailsTo = async (email: string) => (await stack.booking.api.outbox()).filter((m) => m.to === email && m.kind === 'credits-expiring');

describe('the credit expiry reminder', () => {
  it('When credits expire within 7 days, then their owner is e-mailed once, whichever instances run the job and however often', async () => {
    const soon = creditClient('soon');
    const later = creditClient('later');
    await issueCredits(stack.booking.db, soon, { count: 2, expiresOn: '2030-01-12' });
    await issueCredits(stack.booking.db, later, { expiresOn: '2030-01-20' });
    const instances = [depsOf(stack.booking, stack.clock), depsOf(stack.booking, stack.clock)];

    await Promise.all([...instances, ...instances].map((deps) => sendCreditExpiryReminders(deps)));

    const mails = await mailsTo(soon.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('expire');
    expect(mails[0]!.text).toContain('2 session credits (Test pack) will expire at the end of');
    expect(await mailsTo(later.email)).toEqual([]);
  });

  it('When the credits expiring soon are all used, then no reminder goes', async () => {
    const client = creditClient('used');
    await issueCredits(stack.booking.db, client, { expiresOn: '2030-01-10' });
    const deps = depsOf(stack.booking, stack.clock);
    await deps.credits.redeem({ _id: `${(await deps.credits.listForOwner(client.sub))[0]!._id}#0`, creditId: (await deps.credits.listForOwner(client.sub))[0]!._id, ownerId: client.sub, bookingId: 'b', state: 'spent', at: stack.clock.now() });

    await sendCreditExpiryReminders(deps);

    expect(await mailsTo(client.email)).toEqual([]);
  });
});
