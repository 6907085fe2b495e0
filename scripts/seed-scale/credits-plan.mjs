// The session packages of the dataset and what one client in eight did with them, derived from the
// seed and the bookings alone: a client without a usable credit for a session sometimes bought a
// package the day before booking it; a credit paid for a later session of its types before it ran
// out. A no-show forfeits the credit (the gym waives one in four), a cancellation gives it back (the
// same credit pays again), and credits left unused past their last day expire (the service reads
// that from the date: nothing is written). Purchases are paid (online or at the gym), a few were
// abandoned at Stripe, and a few recent ones at the gym still await payment.
import { addDays, businessDate, businessInstant } from '@wsms/contracts/dates';
import { bookingsOf } from './bookings-plan.mjs';
import { objectIdAt, stream, textIdOf } from './random.mjs';

const DAY = 86_400_000;
// A client books about four sessions a year, so packages are small and valid for a year.
const PACKAGES = [
  { key: 'technique-3', name: 'Technique Three', sessions: 3, priceCents: 24_000, validDays: 365, sessionTypes: ['technique'], retiredAfter: null },
  { key: 'training-5', name: 'Training Five', sessions: 5, priceCents: 38_000, validDays: 365, sessionTypes: ['technique', 'conditioning', 'rehabilitation'], retiredAfter: null },
  { key: 'rehab-3', name: 'Rehabilitation Block', sessions: 3, priceCents: 24_000, validDays: 365, sessionTypes: ['rehabilitation'], retiredAfter: null },
  { key: 'conditioning-4', name: 'Conditioning Four', sessions: 4, priceCents: 29_000, validDays: 365, sessionTypes: ['conditioning'], retiredAfter: 0.5 },
  { key: 'starter-2', name: 'Starter Two', sessions: 2, priceCents: 15_000, validDays: 180, sessionTypes: ['technique', 'conditioning', 'nutrition'], retiredAfter: 0.3 },
];
const endOfDay = (date) => new Date(businessInstant(addDays(date, 1), '00:00').getTime() - 1);
/** One client in eight uses packages. */
export const usesPackages = (client) => client.index % 8 === 3;

/** The packages: three on sale, two taken off sale part way through the five years (their credits stay usable). */
export function packagesOf(plan) {
  const start = new Date(`${addDays(plan.asOf, -Math.round(5 * 365.25) - 30)}T12:00:00Z`);
  const span = new Date(`${plan.asOf}T12:00:00Z`).getTime() - start.getTime();
  return PACKAGES.map((p) => {
    const retiredAt = p.retiredAfter === null ? null : new Date(start.getTime() + p.retiredAfter * span);
    return {
      ...p,
      id: objectIdAt(start, plan.seed, 'package', p.key),
      createdAt: start,
      retiredAt,
      doc: {
        _id: objectIdAt(start, plan.seed, 'package', p.key),
        name: p.name,
        description: `${p.sessions} sessions, valid ${p.validDays} days.`,
        sessions: p.sessions,
        priceCents: p.priceCents,
        validDays: p.validDays,
        sessionTypes: p.sessionTypes,
        isActive: retiredAt === null,
        createdAt: start,
        updatedAt: retiredAt ?? start,
      },
    };
  });
}

function purchaseOf(plan, client, pack, purchasedAt, status, paymentMethod, rng) {
  const id = textIdOf(24, plan.seed, 'purchase', client.id, purchasedAt.toISOString());
  const paidAt = status === 'paid' ? new Date(purchasedAt.getTime() + (paymentMethod === 'stripe' ? 120_000 : 3_600_000 + rng.int(7_200_000))) : undefined;
  const doc = {
    _id: id,
    packageId: pack.id,
    packageName: pack.name,
    sessions: pack.sessions,
    priceCents: pack.priceCents,
    validDays: pack.validDays,
    sessionTypes: pack.sessionTypes,
    buyerId: client.id,
    buyerEmail: client.email,
    buyerName: client.name,
    paymentMethod,
    status,
    purchasedAt,
    ...(paymentMethod === 'stripe' ? { checkoutSessionId: `cs_seed_${id}` } : {}),
    ...(paidAt ? { paidAt } : {}),
    listKey: `${purchasedAt.toISOString()}|${id}`,
    createdAt: purchasedAt,
    updatedAt: paidAt ?? purchasedAt,
  };
  const decided = status === 'pending' ? null : { _id: id, outcome: status, by: paymentMethod === 'stripe' ? 'stripe' : rng.pick(['staff', 'admin']), at: paidAt ?? new Date(purchasedAt.getTime() + DAY), applied: true };
  const expiresOn = addDays(businessDate(purchasedAt), pack.validDays);
  const base = Math.floor(pack.priceCents / pack.sessions);
  const credits =
    status !== 'paid'
      ? []
      : Array.from({ length: pack.sessions }, (_, i) => ({
          _id: `${id}.${i + 1}`,
          purchaseId: id,
          packageId: pack.id,
          packageName: pack.name,
          sessionTypes: pack.sessionTypes,
          ownerId: client.id,
          ownerEmail: client.email,
          valueCents: base + (i < pack.priceCents - base * pack.sessions ? 1 : 0),
          issuedAt: paidAt,
          expiresOn,
          expiresAt: endOfDay(expiresOn),
        }));
  return { doc, decided, credits };
}

/**
 * Everything the credits area writes, for the clients who use packages: purchases and their
 * decisions, credits, redemptions, returns, and the changes to the bookings they paid for.
 */
export function creditsOf(plan) {
  const packages = packagesOf(plan);
  const onSale = (at) => packages.filter((p) => !p.retiredAt || at < p.retiredAt);
  const sessions = new Map();
  for (const b of bookingsOf(plan)) {
    if (!usesPackages(b.client) || b.status === 'expired') continue;
    const list = sessions.get(b.client.id) ?? [];
    list.push({ _id: b._id, client: b.client, sessionType: b.sessionType, status: b.status, date: b.date, startsAt: b.startsAt, createdAt: b.createdAt, cancelledAt: b.cancelledAt, cancelledBy: b.cancelledBy });
    sessions.set(b.client.id, list);
  }
  const out = { purchases: [], decisions: [], credits: [], redemptions: [], returns: [], bookingChanges: [], expired: 0 };
  for (const [clientId, list] of sessions) {
    const rng = stream(plan.seed, 'credits', clientId);
    const client = list[0].client;
    const wallet = [];
    const buy = (pack, purchasedAt, status, method) => {
      const bought = purchaseOf(plan, client, pack, purchasedAt, status, method, rng);
      out.purchases.push(bought.doc);
      if (bought.decided) out.decisions.push(bought.decided);
      for (const c of bought.credits) {
        out.credits.push(c);
        wallet.push({ credit: c, spending: 0, busy: false });
      }
    };
    for (const b of list) {
      const usable = () =>
        wallet
          .filter((w) => !w.busy && w.credit.sessionTypes.includes(b.sessionType) && w.credit.expiresOn >= b.date && w.credit.issuedAt <= b.createdAt)
          .sort((x, y) => x.credit.expiresAt - y.credit.expiresAt || x.credit._id.localeCompare(y.credit._id))[0];
      let w = usable();
      if (!w && rng.chance(0.35)) {
        const purchasedAt = new Date(b.createdAt.getTime() - DAY - rng.int(4 * DAY));
        const pack = onSale(purchasedAt).filter((p) => p.sessionTypes.includes(b.sessionType));
        if (pack.length && purchasedAt > client.createdAt) {
          // An abandoned checkout first, now and then (Stripe's session expired: cancelled).
          if (rng.chance(0.05)) buy(rng.pick(pack), new Date(purchasedAt.getTime() - 3_600_000), 'cancelled', 'stripe');
          buy(rng.pick(pack), purchasedAt, 'paid', rng.chance(0.6) ? 'stripe' : 'at_gym');
          w = usable();
        }
      }
      if (!w) continue;
      const id = `${w.credit._id}#${w.spending}`;
      const redemption = { _id: id, creditId: w.credit._id, ownerId: clientId, bookingId: b._id, state: 'spent', at: b.createdAt };
      let creditStatus = 'spent';
      w.busy = true;
      const giveBack = (reason, at) => {
        out.returns.push({ _id: id, creditId: w.credit._id, ownerId: clientId, bookingId: b._id, reason, at });
        w.spending += 1;
        w.busy = false;
        creditStatus = 'returned';
      };
      if (b.status === 'no_show') {
        const forfeitedAt = new Date(b.startsAt.getTime() + 3_600_000);
        Object.assign(redemption, { state: 'forfeited', forfeitedAt, forfeitReason: 'no-show' });
        creditStatus = 'forfeited';
        if (rng.chance(0.25)) giveBack('waived', new Date(forfeitedAt.getTime() + DAY));
      } else if (b.status === 'cancelled') giveBack(b.cancelledBy === 'client' ? 'cancelled' : 'cancelled-by-gym', b.cancelledAt);
      out.redemptions.push(redemption);
      out.bookingChanges.push({ _id: b._id, set: { paymentMethod: 'credit', paymentProvider: 'credit', paymentStatus: 'paid', paidAt: b.createdAt, creditId: w.credit._id, creditStatus } });
    }
    // A few recent purchases at the gym still await payment (the staff's "Awaiting Payment").
    if (rng.chance(0.12)) {
      const purchasedAt = new Date(new Date(`${plan.asOf}T12:00:00Z`).getTime() - (1 + rng.int(60)) * DAY);
      if (purchasedAt > client.createdAt && purchasedAt > new Date(`${plan.first}T00:00:00Z`)) buy(rng.pick(onSale(purchasedAt)), purchasedAt, 'pending', 'at_gym');
    }
    const now = new Date(`${plan.asOf}T12:00:00Z`);
    out.expired += wallet.filter((x) => !x.busy && x.credit.expiresAt < now).length;
  }
  return out;
}
