import { creditMessages, type Identity, type PackageInput, type PackageSales, type PackageUpdate } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import type { PackageRepository } from '../../data-access/credits/package-repository';
import type { PurchaseRepository } from '../../data-access/credits/purchase-repository';
import { creditStates } from './credit-ledger';
import type { CreditDeps } from './credit-deps';

export interface PackageDeps extends Pick<CreditDeps, 'credits' | 'clock'> {
  packages: PackageRepository;
  purchases: PurchaseRepository;
}

export const packageNotFound = () => new AppError('not-found', creditMessages.packageNotFound, 404);

/** GET /api/packages: the ones on sale; admins also see those taken off sale. */
export const listPackages = (deps: Pick<PackageDeps, 'packages'>, identity: Identity | undefined) =>
  deps.packages.list({ activeOnly: identity?.role !== 'admin' });

export const createPackage = (deps: Pick<PackageDeps, 'packages'>, input: PackageInput) => deps.packages.insert(input);

/** Credits already bought keep what their purchase recorded: a change here applies to later sales. */
export async function updatePackage(deps: Pick<PackageDeps, 'packages'>, id: string, patch: PackageUpdate) {
  if (!(await deps.packages.find(id))) throw packageNotFound();
  return (await deps.packages.update(id, patch))!;
}

/** GET /api/packages/sales: per package, credits sold, used, forfeited, expired and still owed, and their value. */
export async function packageSales(deps: PackageDeps): Promise<PackageSales[]> {
  const [packages, credits, redemptions, returns, pending] = await Promise.all([
    deps.packages.list({ activeOnly: false }),
    deps.credits.listAll(),
    deps.credits.allRedemptions(),
    deps.credits.allReturns(),
    deps.purchases.list('pending'),
  ]);
  const states = creditStates({ credits, redemptions, returns }, deps.clock.now());
  return packages.map((p) => {
    const own = states.filter((s) => s.credit.packageId === p.id);
    const count = (status: string) => own.filter((s) => s.status === status).length;
    const outstanding = own.filter((s) => s.status === 'available');
    return {
      packageId: p.id,
      creditsSold: own.length,
      creditsUsed: count('used'),
      creditsForfeited: count('forfeited'),
      creditsExpired: count('expired'),
      creditsOutstanding: outstanding.length,
      outstandingValueCents: outstanding.reduce((sum, s) => sum + s.credit.valueCents, 0),
      pendingPurchases: pending.filter((purchase) => purchase.packageId === p.id).length,
    };
  });
}
