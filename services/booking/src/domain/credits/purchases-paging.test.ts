import type { PackagePurchase } from '@wsms/contracts';
import { walkPages } from '@wsms/service-kit/testing';
import { newPurchaseId, type PurchaseRecord } from '../../data-access/credits/purchase-model';
import { purchaseRepository } from '../../data-access/credits/purchase-repository';
import { asRole, useBookingStack } from '../../testing/booking-test-kit';

jest.setTimeout(120_000);

const stack = useBookingStack({ start: '2030-01-07T12:00:00Z' });
let sequence = 0;

/** A purchase written as the service writes it. */
async function insertPurchase(status: PurchaseRecord['status']) {
  sequence += 1;
  const purchasedAt = new Date(Date.UTC(2029, 0, 1 + sequence));
  await purchaseRepository(stack.booking.db).insert({
    _id: newPurchaseId(),
    packageId: 'pack-1',
    packageName: 'Five sessions',
    sessions: 5,
    priceCents: 40000,
    validDays: 30,
    sessionTypes: ['technique'],
    buyerId: `buyer-${sequence}`,
    buyerEmail: `buyer.${sequence}@example.com`,
    buyerName: `Buyer ${sequence}`,
    paymentMethod: 'at_gym',
    status,
    purchasedAt,
  });
}
const get = (headers: Record<string, string>) => (path: string) => fetch(`${stack.booking.url}${path}`, { headers });
const insertWhileWalking = (status: PurchaseRecord['status']) => () => insertPurchase(status);

describe('GET /api/package-purchases (paged)', () => {
  beforeAll(async () => {
    for (let i = 0; i < 11; i += 1) await insertPurchase(i % 3 === 0 ? 'paid' : 'pending');
  });

  it('When staff walk the pending purchases while purchases are made, then each one made before comes once, newest first, and the filter stays in every link', async () => {
    const before = (await walkPages<PackagePurchase>(get(asRole('staff')), '/api/package-purchases?status=pending&limit=200')).items;
    const walk = await walkPages<PackagePurchase>(get(asRole('staff')), '/api/package-purchases?status=pending&limit=3', insertWhileWalking('pending'));

    const ids = walk.items.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of before) expect(ids).toContain(p.id);
    expect(walk.items.every((p) => p.status === 'pending')).toBe(true);
    expect(walk.links.length).toBeGreaterThan(1);
    expect(walk.links.every((l) => /^\/api\/package-purchases\?status=pending&limit=3&cursor=[\w-]+$/.test(l))).toBe(true);
    expect(walk.items.map((p) => p.createdAt)).toEqual([...walk.items.map((p) => p.createdAt)].sort().reverse());
    expect(walk.items.every((p) => !('listKey' in p))).toBe(true);
  });

  it('When an admin walks every purchase, then paid and pending come, each once', async () => {
    const walk = await walkPages<PackagePurchase>(get(asRole('admin')), '/api/package-purchases?limit=4', insertWhileWalking('paid'));
    expect(new Set(walk.items.map((p) => p.id)).size).toBe(walk.items.length);
    expect(new Set(walk.items.map((p) => p.status))).toEqual(new Set(['paid', 'pending']));
  });

  it.each(['0', '201'])('When limit is %s, then 400 naming limit', async (limit) => {
    const res = await get(asRole('staff'))(`/api/package-purchases?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['limit']);
  });

  it('When signed out, then 401; as a client, then 403', async () => {
    expect((await get({})('/api/package-purchases')).status).toBe(401);
    expect((await get(asRole('user'))('/api/package-purchases')).status).toBe(403);
  });
});
