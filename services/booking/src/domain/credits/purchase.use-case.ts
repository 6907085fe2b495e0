import { creditMessages, type Identity, type PackagePurchase, type PurchaseResponse } from '@wsms/contracts';
import { businessDate } from '@wsms/contracts/dates';
import { AppError, forbidden, type PageRequestOf } from '@wsms/service-kit';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { newPurchaseId, type PurchaseDecisionRecord } from '../../data-access/credits/purchase-model';
import type { StoredPurchase } from '../../data-access/credits/purchase-repository';
import { addDays, endOfDayIn } from '../shared/business-time';
import type { CreditDeps } from './credit-deps';
import { packageNotFound, type PackageDeps } from './packages.use-case';

/*
 * A purchase is paid once: its decision row (keyed by the purchase, so by its one Stripe session)
 * is inserted by the first of the webhook deliveries or staff clicks; whoever inserted it or finds
 * it unapplied issues the credits, each by inserting `<purchaseId>.<n>`, so repeating issues none twice.
 */

export interface PurchaseDeps extends PackageDeps, Pick<CreditDeps, 'logger'> {
  payments: PaymentProvider;
  publicUrl: string;
}

const purchaseNotFound = () => new AppError('not-found', creditMessages.purchaseNotFound, 404);

export const toPurchaseDto = (p: StoredPurchase): PackagePurchase => ({
  id: p._id,
  packageId: p.packageId,
  packageName: p.packageName,
  sessions: p.sessions,
  priceCents: p.priceCents,
  buyerName: p.buyerName,
  buyerEmail: p.buyerEmail,
  paymentMethod: p.paymentMethod,
  status: p.status,
  createdAt: p.purchasedAt.toISOString(),
  paidAt: p.paidAt ? p.paidAt.toISOString() : null,
});

const nameOf = (identity: Identity) => [identity.firstName, identity.lastName].filter(Boolean).join(' ').trim() || identity.username;

/** POST /api/packages/:id/purchase: a verified client buys a package on sale. */
export async function purchasePackage(deps: PurchaseDeps, identity: Identity, packageId: string): Promise<PurchaseResponse> {
  if (!identity.emailVerified) throw forbidden(creditMessages.verifyToBuy);
  const pack = await deps.packages.find(packageId);
  if (!pack) throw packageNotFound();
  if (!pack.isActive) throw new AppError('package-inactive', creditMessages.packageInactive, 409);
  const online = deps.payments.name === 'stripe';
  const purchase = await deps.purchases.insert({
    _id: newPurchaseId(),
    packageId: pack.id,
    packageName: pack.name,
    sessions: pack.sessions,
    priceCents: pack.priceCents,
    validDays: pack.validDays,
    sessionTypes: pack.sessionTypes,
    buyerId: identity.sub,
    buyerEmail: identity.email,
    buyerName: nameOf(identity),
    paymentMethod: online ? 'stripe' : 'at_gym',
    status: 'pending',
    purchasedAt: deps.clock.now(),
  });
  if (!online) return { purchaseId: purchase._id, status: 'pending' };
  try {
    const checkout = await deps.payments.createPurchaseCheckout({
      purchaseId: purchase._id,
      amountCents: pack.priceCents,
      description: `${pack.name} (${pack.sessions} sessions)`,
      clientEmail: identity.email,
      returnOrigin: deps.publicUrl,
    });
    await deps.purchases.update(purchase._id, { checkoutSessionId: checkout.sessionId });
    return { purchaseId: purchase._id, status: 'pending', checkoutUrl: checkout.url };
  } catch (err) {
    deps.logger.error({ err, purchaseId: purchase._id }, 'package checkout could not be started');
    await decideAndApply(deps, { _id: purchase._id, outcome: 'cancelled', by: 'stripe', at: deps.clock.now() });
    throw new AppError('purchase-failed', creditMessages.purchaseFailed, 502);
  }
}

/** Issues a paid purchase's credits (each once) and rewrites the purchase; repeating it changes nothing. */
async function applyDecision(deps: PurchaseDeps, decision: PurchaseDecisionRecord) {
  const purchase = await deps.purchases.find(decision._id);
  if (!purchase) return;
  if (decision.outcome === 'paid') {
    // Valid `validDays` after the purchase, through the end of that day in the business's zone.
    const expiresOn = addDays(businessDate(purchase.purchasedAt), purchase.validDays);
    const base = Math.floor(purchase.priceCents / purchase.sessions);
    const remainder = purchase.priceCents - base * purchase.sessions;
    for (let n = 1; n <= purchase.sessions; n += 1) {
      await deps.credits.issue({
        _id: `${purchase._id}.${n}`,
        purchaseId: purchase._id,
        packageId: purchase.packageId,
        packageName: purchase.packageName,
        sessionTypes: purchase.sessionTypes,
        ownerId: purchase.buyerId,
        ownerEmail: purchase.buyerEmail,
        valueCents: base + (n <= remainder ? 1 : 0),
        issuedAt: decision.at,
        expiresOn,
        expiresAt: endOfDayIn(expiresOn),
      });
    }
    await deps.purchases.update(purchase._id, { status: 'paid', paidAt: decision.at });
  } else await deps.purchases.update(purchase._id, { status: 'cancelled' });
  await deps.purchases.markApplied(decision._id);
}

async function decideAndApply(deps: PurchaseDeps, record: Omit<PurchaseDecisionRecord, 'applied'>) {
  const decision = await deps.purchases.decide(record);
  if (!decision.applied) await applyDecision(deps, decision);
  return decision;
}

/** POST /api/package-purchases/:id/paid: staff or an admin took the money at the gym. */
export async function markPurchasePaid(deps: PurchaseDeps, identity: Identity, purchaseId: string) {
  const purchase = await deps.purchases.find(purchaseId);
  if (!purchase) throw purchaseNotFound();
  // Nobody approves their own money (issue 38): credits bought by a staff member or admin are recorded paid by someone else.
  if (purchase.buyerId === identity.sub || purchase.buyerEmail.toLowerCase() === identity.email.trim().toLowerCase()) {
    throw new AppError('own-purchase', creditMessages.ownPurchase, 403);
  }
  if (purchase.paymentMethod !== 'at_gym') throw new AppError('paid-online', creditMessages.purchasePaidOnline, 409);
  const decision = await decideAndApply(deps, { _id: purchaseId, outcome: 'paid', by: identity.role === 'admin' ? 'admin' : 'staff', at: deps.clock.now() });
  if (decision.outcome === 'cancelled') throw new AppError('purchase-cancelled', creditMessages.purchaseCancelled, 409);
  return toPurchaseDto((await deps.purchases.find(purchaseId))!);
}

/** Stripe's verified webhook: paid, or (session expired / payment failed) cancelled; once however often delivered. */
export async function recordPurchasePayment(deps: PurchaseDeps, purchaseId: string, outcome: 'paid' | 'cancelled', reference: string) {
  const purchase = await deps.purchases.find(purchaseId);
  if (!purchase || purchase.paymentMethod !== 'stripe') return;
  await decideAndApply(deps, { _id: purchaseId, outcome, by: 'stripe', reference, at: deps.clock.now() });
}

/** Purchase decisions a crash left unapplied (on start and by the sweep). */
export async function finishPurchases(deps: PurchaseDeps, olderThanMs = 10_000, limit = 200) {
  const cutoff = new Date(deps.clock.now().getTime() - olderThanMs);
  const open = await deps.purchases.listUnappliedBefore(cutoff, limit);
  for (const decision of open) await applyDecision(deps, decision);
  return open.length;
}

export async function listPurchases(deps: Pick<PackageDeps, 'purchases'>, status: PackagePurchase['status'] | undefined, page: PageRequestOf) {
  const found = await deps.purchases.listPage(status, page);
  return { ...found, items: found.items.map(toPurchaseDto) };
}
