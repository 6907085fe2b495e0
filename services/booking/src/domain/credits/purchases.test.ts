import { creditMessages, type MyCredits, type PackagePurchase, type SessionPackage } from '@wsms/contracts';
import { asRole, useBookingStack } from '../../testing/booking-test-kit';
import { creditClient } from '../../testing/credit-test-kit';

jest.setTimeout(120_000);

const stack = useBookingStack({ start: '2030-01-07T12:00:00Z' });
const admin = asRole('admin');
const fivePack = { name: 'Five sessions', description: 'Technique or conditioning', sessions: 5, priceCents: 40001, validDays: 30, sessionTypes: ['technique', 'conditioning'] };

const call = async <T>(method: string, path: string, headers: Record<string, string>, body?: unknown) => {
  const res = await stack.booking.api.request(method, path, body, headers);
  return { status: res.status, body: (await res.json()) as T & { message?: string; errors?: Array<{ path: string }> } };
};
const createPack = async (overrides = {}) => (await call<SessionPackage>('POST', '/api/packages', admin, { ...fivePack, ...overrides })).body;
const packagesSeenBy = async (headers: Record<string, string>) => (await call<SessionPackage[]>('GET', '/api/packages', headers)).body;

describe('packages', () => {
  it('When an admin creates a package and takes one off sale, then visitors see only those on sale and admins see both', async () => {
    const onSale = await createPack();
    const offSale = await createPack({ name: 'Old pack' });
    const patched = await call<SessionPackage>('PATCH', `/api/packages/${offSale.id}`, admin, { isActive: false });

    expect(onSale).toMatchObject({ ...fivePack, isActive: true, id: expect.any(String) });
    expect(patched.body).toMatchObject({ name: 'Old pack', isActive: false });
    const publicIds = (await packagesSeenBy({})).map((p) => p.id);
    expect(publicIds).toContain(onSale.id);
    expect(publicIds).not.toContain(offSale.id);
    expect((await packagesSeenBy(admin)).map((p) => p.id)).toEqual(expect.arrayContaining([onSale.id, offSale.id]));
  });

  it.each([
    ['sessions', { sessions: 0 }],
    ['sessions', { sessions: 51 }],
    ['sessions', { sessions: 2.5 }],
    ['priceCents', { priceCents: 0 }],
    ['priceCents', { priceCents: 12.5 }],
    ['validDays', { validDays: 0 }],
    ['validDays', { validDays: 731 }],
    ['sessionTypes', { sessionTypes: [] }],
    ['sessionTypes.0', { sessionTypes: ['yoga'] }],
    ['name', { name: '' }],
  ])('When an admin sends %s out of range (%j), then 400 names it and nothing is stored', async (field, bad) => {
    const before = (await packagesSeenBy(admin)).length;

    const res = await call('POST', '/api/packages', admin, { ...fivePack, ...bad });

    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.path)).toContain(field);
    expect((await packagesSeenBy(admin)).length).toBe(before);
  });

  it('When an admin patches a field out of range, then 400 names it and the package is unchanged', async () => {
    const pack = await createPack();

    const res = await call('PATCH', `/api/packages/${pack.id}`, admin, { validDays: 1000 });

    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.path)).toEqual(['validDays']);
    expect((await packagesSeenBy(admin)).find((p) => p.id === pack.id)).toEqual(pack);
  });
});

describe('buying a package, paid at the gym', () => {
  it('When a verified client buys a pack and 20 staff clicks mark it paid at once, then its credits are issued once and expire validDays later', async () => {
    const pack = await createPack();
    const buyer = creditClient('buyer');

    const bought = await call<{ purchaseId: string; status: string }>('POST', `/api/packages/${pack.id}/purchase`, buyer.headers);
    const pending = await call<PackagePurchase[]>('GET', '/api/package-purchases?status=pending', asRole('staff'));
    const clicks = await Promise.all(Array.from({ length: 20 }, (_, i) => call<PackagePurchase>('POST', `/api/package-purchases/${bought.body.purchaseId}/paid`, i % 2 ? admin : asRole('staff'))));

    expect(bought).toEqual({ status: 201, body: { purchaseId: expect.any(String), status: 'pending' } });
    expect(pending.body.find((p) => p.id === bought.body.purchaseId)).toMatchObject({ buyerEmail: buyer.email, packageName: 'Five sessions', status: 'pending', paymentMethod: 'at_gym' });
    expect(clicks.map((c) => c.status)).toEqual(Array(20).fill(200));
    expect(clicks[0]!.body).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    const credits = await call<MyCredits>('GET', '/api/user/credits', buyer.headers);
    expect(credits.body.balance).toBe(5);
    expect(credits.body.credits).toHaveLength(5);
    // Bought on 2030-01-07 in New York, valid 30 days: through the end of 2030-02-06 there (05:00Z the next morning).
    expect(new Set(credits.body.credits.map((c) => c.expiresAt))).toEqual(new Set(['2030-02-07T04:59:59.999Z']));
    expect(credits.body.history).toEqual([{ at: expect.any(String), change: 5, reason: 'Bought Five sessions' }]);
    const sales = await call<Array<{ packageId: string; creditsSold: number; creditsOutstanding: number; outstandingValueCents: number }>>('GET', '/api/packages/sales', admin);
    expect(sales.body.find((s) => s.packageId === pack.id)).toMatchObject({ creditsSold: 5, creditsOutstanding: 5, outstandingValueCents: 40001 });
  });

  it("When another client reads their credits, then they never see someone else's", async () => {
    const pack = await createPack();
    const buyer = creditClient('buyer');
    const other = creditClient('other');
    const { body } = await call<{ purchaseId: string }>('POST', `/api/packages/${pack.id}/purchase`, buyer.headers);
    await call('POST', `/api/package-purchases/${body.purchaseId}/paid`, admin);

    const theirs = await call<MyCredits>('GET', '/api/user/credits', other.headers);
    const sameEmail = await call<MyCredits>('GET', '/api/user/credits', asRole('user', buyer.email, { sub: 'another-account-id' }));

    expect(theirs.body).toEqual({ balance: 0, credits: [], history: [] });
    expect(sameEmail.body).toEqual({ balance: 0, credits: [], history: [] });
  });

  it('When an unverified or signed-out visitor buys, or the package is off sale, then 403, 401 or 409 and no purchase is stored', async () => {
    const pack = await createPack();
    const offSale = await createPack({ isActive: false });
    const before = (await call<PackagePurchase[]>('GET', '/api/package-purchases', admin)).body.length;

    const unverified = await call('POST', `/api/packages/${pack.id}/purchase`, asRole('user', 'new@example.com', { emailVerified: false }));
    const anonymous = await call('POST', `/api/packages/${pack.id}/purchase`, {});
    const inactive = await call('POST', `/api/packages/${offSale.id}/purchase`, creditClient().headers);

    expect(unverified).toEqual({ status: 403, body: { message: creditMessages.verifyToBuy } });
    expect(anonymous.status).toBe(401);
    expect(inactive).toEqual({ status: 409, body: { message: creditMessages.packageInactive } });
    expect((await call<PackagePurchase[]>('GET', '/api/package-purchases', admin)).body.length).toBe(before);
  });
});
