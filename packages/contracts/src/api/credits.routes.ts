import { z } from 'zod';
import { bookingIdSchema, bookingSchema } from '../booking.schema';
import {
  creditMessages as m,
  myCreditsSchema,
  packageInputSchema,
  packageSalesSchema,
  packageSchema,
  packageUpdateSchema,
  purchaseListQuerySchema,
  purchaseResponseSchema,
  purchaseSchema,
} from '../credits.schema';
import { sessionMessages } from '../session.schema';
import { idParamsSchema } from './params.schema';
import { pagedNote } from './paged-note';
import { defineRoute } from './route-contract';

/** services/booking: session packages, their purchases, the credits they give, and waiving a forfeit. */
export const creditsApi = {
  listPackages: defineRoute({
    method: 'get',
    path: '/api/packages',
    auth: 'public',
    summary: 'The packages on sale (admins also see inactive ones)',
    request: {},
    responses: { 200: z.array(packageSchema) },
  }),
  packageSales: defineRoute({
    method: 'get',
    path: '/api/packages/sales',
    auth: 'admin',
    summary: 'Per package: credits sold, used, forfeited, expired and outstanding, and the outstanding value',
    request: {},
    responses: { 200: z.array(packageSalesSchema) },
  }),
  createPackage: defineRoute({
    method: 'post',
    path: '/api/packages',
    auth: 'admin',
    summary: 'Put a package of sessions on sale',
    request: { body: packageInputSchema },
    responses: { 201: packageSchema },
  }),
  updatePackage: defineRoute({
    method: 'patch',
    path: '/api/packages/:id',
    auth: 'admin',
    summary: 'Change a package (send only what changes); isActive false takes it off sale, credits bought stay usable',
    request: { params: idParamsSchema, body: packageUpdateSchema },
    responses: { 200: packageSchema, 404: m.packageNotFound },
  }),
  purchasePackage: defineRoute({
    method: 'post',
    path: '/api/packages/:id/purchase',
    auth: 'user',
    summary: 'Buy a package: a Stripe Checkout page, or (no Stripe) a pending purchase paid at the gym',
    description: 'Credits are issued only once paid: by the verified Stripe webhook, or when staff mark the purchase paid.',
    request: { params: idParamsSchema },
    responses: { 201: purchaseResponseSchema, 403: m.verifyToBuy, 404: m.packageNotFound, 409: m.packageInactive, 502: m.purchaseFailed },
  }),
  listPurchases: defineRoute({
    method: 'get',
    path: '/api/package-purchases',
    auth: 'staff',
    summary: 'Package purchases, newest first (?status=pending: those waiting for their payment at the gym)',
    description: pagedNote('newest purchase first'),
    request: { query: purchaseListQuerySchema },
    responses: { 200: z.array(purchaseSchema) },
  }),
  markPurchasePaid: defineRoute({
    method: 'post',
    path: '/api/package-purchases/:id/paid',
    auth: 'staff',
    auditStaff: true,
    summary: "Record the payment taken at the gym for a package purchase (never one's own): its credits are issued once",
    request: { params: idParamsSchema },
    responses: { 200: purchaseSchema, 403: m.ownPurchase, 404: m.purchaseNotFound, 409: `${m.purchasePaidOnline}, or ${m.purchaseCancelled}` },
  }),
  myCredits: defineRoute({
    method: 'get',
    path: '/api/user/credits',
    auth: 'user',
    summary: "The caller's own credits: balance, each credit's expiry and status, and every change with its reason",
    request: {},
    responses: { 200: myCreditsSchema },
  }),
  waiveForfeit: defineRoute({
    method: 'post',
    path: '/api/bookings/:id/waive',
    auth: 'staff',
    auditStaff: true,
    summary: "Waive a forfeited credit (late cancellation or no-show): it goes back to its owner, once",
    request: { params: z.object({ id: bookingIdSchema }) },
    responses: {
      200: bookingSchema,
      403: sessionMessages.otherInstructor,
      404: 'Booking not found',
      409: `${m.nothingToWaive}, or ${m.alreadyWaived}`,
    },
  }),
};
