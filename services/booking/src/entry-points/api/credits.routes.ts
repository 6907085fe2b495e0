import { Router } from 'express';
import { bookingApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { CreditDeps } from '../../domain/credits/credit-deps';
import { myCredits } from '../../domain/credits/my-credits.use-case';
import { createPackage, listPackages, packageSales, updatePackage } from '../../domain/credits/packages.use-case';
import { listPurchases, markPurchasePaid, purchasePackage, type PurchaseDeps } from '../../domain/credits/purchase.use-case';
import { waiveForfeit } from '../../domain/credits/waive-forfeit.use-case';
import { toBookingDto } from '../../domain/shared/booking-dto';

export interface CreditRoutesDeps extends PurchaseDeps, CreditDeps {}

/** Packages, their purchases, the caller's credits, and waiving a forfeit. */
export function creditRoutes(deps: CreditRoutesDeps) {
  const router = Router();
  const api = bookingApi;
  route(router, api.listPackages, ({ identity }) => listPackages(deps, identity));
  route(router, api.packageSales, () => packageSales(deps));
  route(router, api.createPackage, ({ body }) => createPackage(deps, body));
  route(router, api.updatePackage, ({ params, body }) => updatePackage(deps, params.id, body));
  route(router, api.purchasePackage, ({ params, identity }) => purchasePackage(deps, identity, params.id));
  route(router, api.listPurchases, ({ query }) => listPurchases(deps, query.status));
  route(router, api.markPurchasePaid, ({ params, identity }) => markPurchasePaid(deps, identity, params.id));
  route(router, api.myCredits, ({ identity, res }) => {
    res.set('Cache-Control', 'no-store');
    return myCredits(deps, identity.sub);
  });
  route(router, api.waiveForfeit, async ({ params, identity }) => toBookingDto(await waiveForfeit(deps, identity, params.id)));
  return router;
}
