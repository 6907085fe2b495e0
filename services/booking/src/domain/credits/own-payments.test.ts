import type { MyCredits, PackagePurchase, PurchaseResponse, SessionPackage } from '@wsms/contracts';
import { AUDIT_COLLECTION } from '@wsms/service-kit';
import { asRole, buildCheckout, confirmedCheckout, insertInstructor, insertSlot, useBookingStack } from '../../testing/booking-test-kit';

jest.setTimeout(120_000);

const stack = useBookingStack({ start: '2030-01-07T12:00:00Z' });
const fivePack = { name: 'Staff five', description: 'Technique', sessions: 5, priceCents: 40001, validDays: 30, sessionTypes: ['technique'] };

const call = async <T>(method: string, path: string, headers: Record<string, string>, body?: unknown) => {
  const res = await stack.booking.api.request(method, path, body, headers);
  return { status: res.status, body: (await res.json()) as T & { message?: string } };
};
const auditOf = (path: string) => stack.booking.db.collection(AUDIT_COLLECTION).find({ path }).sort({ at: 1 }).toArray();

describe('nobody records the payment of their own purchase or booking; every recorded payment is audited (issue 38)', () => {
  it('When a staff member (or an admin) marks their own package purchase paid, then 403 and no credits; another staff member may, and each attempt is in the audit log with who, what and the amount', async () => {
    const pack = (await call<SessionPackage>('POST', '/api/packages', asRole('admin'), fivePack)).body;
    const buyer = asRole('staff', 'staff.buyer@example.com', { sub: 'aaaaaaaaaaaaaaaaaaaaaaa1', firstName: 'Sam', lastName: 'Staff' });
    const bought = await call<PurchaseResponse>('POST', `/api/packages/${pack.id}/purchase`, buyer);
    expect(bought.status).toBe(201);
    const purchaseId = bought.body.purchaseId;
    const path = `/api/package-purchases/${purchaseId}/paid`;

    const own = await call('POST', path, buyer);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot record the payment of your own purchase: ask another staff member or an admin');
    // The same person signed in as an admin (the same account id or e-mail) is refused too.
    expect((await call('POST', path, asRole('admin', 'staff.buyer@example.com'))).status).toBe(403);
    expect((await call('POST', path, asRole('admin', 'other@example.com', { sub: 'aaaaaaaaaaaaaaaaaaaaaaa1' }))).status).toBe(403);
    expect((await call<MyCredits>('GET', '/api/user/credits', buyer)).body.balance).toBe(0);

    const colleague = asRole('staff', 'colleague@example.com', { sub: 'bbbbbbbbbbbbbbbbbbbbbbb2', firstName: 'Cole', lastName: 'League' });
    const paid = await call<PackagePurchase>('POST', path, colleague);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect((await call<MyCredits>('GET', '/api/user/credits', buyer)).body.balance).toBe(5);

    const audit = await auditOf(path);
    expect(audit.map((a) => [a.actor.id, a.actor.role, a.status, a.outcome])).toEqual([
      ['aaaaaaaaaaaaaaaaaaaaaaa1', 'staff', 403, 'failed'],
      [expect.any(String), 'admin', 403, 'failed'],
      ['aaaaaaaaaaaaaaaaaaaaaaa1', 'admin', 403, 'failed'],
      ['bbbbbbbbbbbbbbbbbbbbbbb2', 'staff', 200, 'succeeded'],
    ]);
    expect(audit[3]).toMatchObject({ target: purchaseId, service: 'booking', phrase: { verb: 'record', what: expect.stringContaining('$400.01 for Staff five') } });
  });

  it("When staff or an admin mark their own booking paid, then 403 and it stays due; the instructor's staff marking a client's booking is audited with the amount", async () => {
    const instructor = await insertInstructor(stack.catalog, { email: 'own.coach@example.com' });
    await insertSlot(stack.booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '12:00' });
    const ownBooking = (await confirmedCheckout(stack.booking, buildCheckout(instructor.id, { time: '09:00', clientEmail: 'Own.Coach@example.com' }))).bookingId;
    const adminsOwn = (await confirmedCheckout(stack.booking, buildCheckout(instructor.id, { time: '10:00', clientEmail: 'boss@example.com' }))).bookingId;
    const clients = (await confirmedCheckout(stack.booking, buildCheckout(instructor.id, { time: '11:00', clientEmail: 'payer@example.com' }))).bookingId;
    const coach = asRole('staff', 'own.coach@example.com', { sub: 'ccccccccccccccccccccccc3' });

    const own = await call('POST', `/api/bookings/${ownBooking}/paid`, coach);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot record the payment of your own booking: ask another staff member or an admin');
    expect((await call('POST', `/api/bookings/${adminsOwn}/paid`, asRole('admin', 'BOSS@example.com'))).status).toBe(403);
    const stillDue = await stack.booking.db.collection('bookings').find({ _id: { $in: [ownBooking, adminsOwn] as never[] } }).toArray();
    expect(stillDue.map((b) => b.paymentStatus)).toEqual(['due', 'due']);

    expect((await call('POST', `/api/bookings/${ownBooking}/paid`, asRole('admin', 'boss@example.com'))).status).toBe(200);
    expect((await call('POST', `/api/bookings/${clients}/paid`, coach)).status).toBe(200);

    const audit = await auditOf(`/api/bookings/${clients}/paid`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: { id: 'ccccccccccccccccccccccc3', role: 'staff' }, status: 200, target: clients, phrase: { verb: 'record', what: expect.stringMatching(/^the payment of \$\d+\.\d\d for the session of Jamie Rivera/) } });
    expect((await auditOf(`/api/bookings/${ownBooking}/paid`)).map((a) => [a.actor.role, a.status])).toEqual([['staff', 403], ['admin', 200]]);
  });
});
