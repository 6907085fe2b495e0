import Stripe from 'stripe';
import type { MyCredits, PackagePurchase, SessionPackage } from '@wsms/contracts';
import { asRole, useBookingStack } from '../../testing/booking-test-kit';
import { creditClient } from '../../testing/credit-test-kit';

jest.setTimeout(120_000);

const WEBHOOK_SECRET = 'whsec_test_package_secret';
const stack = useBookingStack({ stripeWebhookSecret: WEBHOOK_SECRET });
const admin = asRole('admin');

async function call<T>(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await stack.booking.api.request(method, path, body, headers);
  return { status: res.status, body: (await res.json()) as T };
}

function deliver(type: string, purchaseId: string, eventId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    data: { object: { id: `cs_test_${purchaseId.slice(0, 8)}`, object: 'checkout.session', metadata: { purchaseId }, payment_status: type.endsWith('completed') ? 'paid' : 'unpaid' } },
  });
  return fetch(`${stack.booking.url}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    body: payload,
  });
}

async function buy(buyer: ReturnType<typeof creditClient>) {
  const pack = (await call<SessionPackage>('POST', '/api/packages', admin, { name: 'Ten pack', sessions: 10, priceCents: 75000, validDays: 90, sessionTypes: ['technique'] })).body;
  return call<{ purchaseId: string; status: string; checkoutUrl?: string }>('POST', `/api/packages/${pack.id}/purchase`, buyer.headers);
}

describe('buying a package through Stripe Checkout (stripe-mock)', () => {
  it('When the verified webhook is delivered many times, some at once, then the credits are issued once', async () => {
    const buyer = creditClient('stripe-buyer');

    const bought = await buy(buyer);
    const before = await call<MyCredits>('GET', '/api/user/credits', buyer.headers);
    const deliveries = await Promise.all([
      ...Array.from({ length: 6 }, () => deliver('checkout.session.completed', bought.body.purchaseId, 'evt_same')),
      deliver('checkout.session.completed', bought.body.purchaseId, 'evt_redelivered'),
    ]);
    const again = await deliver('checkout.session.completed', bought.body.purchaseId, 'evt_late');

    expect(bought).toEqual({ status: 201, body: { purchaseId: expect.any(String), status: 'pending', checkoutUrl: expect.stringMatching(/^https?:\/\//) } });
    const created = stack.stripeMock.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.form['metadata[purchaseId]'] === bought.body.purchaseId);
    expect(created).toHaveLength(1);
    expect(before.body.balance).toBe(0);
    expect([...deliveries, again].map((d) => d.status)).toEqual(Array(8).fill(200));
    const after = await call<MyCredits>('GET', '/api/user/credits', buyer.headers);
    expect(after.body.balance).toBe(10);
    expect(after.body.credits).toHaveLength(10);
    const purchases = await call<PackagePurchase[]>('GET', '/api/package-purchases', admin);
    expect(purchases.body.find((p) => p.id === bought.body.purchaseId)).toMatchObject({ status: 'paid', paymentMethod: 'stripe' });
  });

  it('When Stripe says the session expired, then the purchase is cancelled, no credit is issued, and staff cannot mark it paid', async () => {
    const buyer = creditClient('stripe-expired');
    const bought = await buy(buyer);

    const expired = await deliver('checkout.session.expired', bought.body.purchaseId, 'evt_expired');
    const late = await deliver('checkout.session.completed', bought.body.purchaseId, 'evt_after_expiry');
    const marked = await call('POST', `/api/package-purchases/${bought.body.purchaseId}/paid`, admin);

    expect([expired.status, late.status]).toEqual([200, 200]);
    expect((await call<MyCredits>('GET', '/api/user/credits', buyer.headers)).body.balance).toBe(0);
    expect(marked.status).toBe(409);
  });
});
