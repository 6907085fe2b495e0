import { z } from 'zod';
import { requiredText, optionalText } from './fields.schema';
import { isMoneyAmount, moneyMessages, toCents } from './money';
import { sessionTypeValues } from './vocabulary';
import { pageQueryShape } from './page.schema';

/** Bounds of a package (issue 29): 1-50 sessions, a positive price in cents, valid 1-730 days. */
export const PACKAGE_LIMITS = { minSessions: 1, maxSessions: 50, maxPriceCents: 10_000_000, minValidDays: 1, maxValidDays: 730 } as const;

export const creditMessages = {
  packageNotFound: 'Package not found',
  packageInactive: 'This package is no longer on sale',
  purchaseNotFound: 'Purchase not found',
  verifyToBuy: 'Verify your e-mail address before buying a package',
  purchasePaidOnline: 'This purchase is paid online, not at the gym',
  purchaseCancelled: 'This purchase was cancelled',
  ownPurchase: 'You cannot record the payment of your own purchase: ask another staff member or an admin',
  noCredit: 'You have no credit for this session type on that date. Choose another way to pay, or buy a package.',
  creditNotValidThen: 'The credit paying for this session is not valid on that date: choose a date on or before the day it expires',
  creditNeedsAccount: 'Sign in to book with a credit',
  creditOwnEmail: 'A credit books a session for your own verified e-mail address',
  nothingToWaive: 'This booking has no forfeited credit to waive',
  alreadyWaived: 'This forfeit has already been waived',
  purchaseFailed: 'Failed to start the purchase',
} as const;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const sessionTypeList = z
  .array(z.enum(sessionTypeValues, { error: `Each session type must be one of ${sessionTypeValues.join(', ')}` }), { error: 'Session types must be a list' })
  .min(1, 'Choose at least one session type')
  .max(sessionTypeValues.length, `At most ${sessionTypeValues.length} session types`)
  .transform((types) => [...new Set(types)]);

const packageFields = {
  name: requiredText('Name', 100),
  description: optionalText('Description', 1000).default(''),
  sessions: wholeNumber('Sessions', PACKAGE_LIMITS.minSessions, PACKAGE_LIMITS.maxSessions),
  priceCents: wholeNumber('Price', 1, PACKAGE_LIMITS.maxPriceCents),
  validDays: wholeNumber('Valid days', PACKAGE_LIMITS.minValidDays, PACKAGE_LIMITS.maxValidDays),
  sessionTypes: sessionTypeList,
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
};

/** POST /api/packages (admin). */
export const packageInputSchema = z.strictObject(packageFields);
export type PackageInput = z.output<typeof packageInputSchema>;
export type PackageFormValues = z.input<typeof packageInputSchema>;

/**
 * The admin's package form: the price typed in dollars ("400" or "400.00"), sent as `priceCents`
 * like every amount the API stores.
 */
const { priceCents: _priceCents, ...packageFormFields } = packageFields;
export const packageFormSchema = z.strictObject({
  ...packageFormFields,
  price: z
    .string({ error: moneyMessages.invalid })
    .trim()
    .refine(isMoneyAmount, moneyMessages.invalid)
    .transform((value) => toCents(value))
    .pipe(z.number().min(1, 'Price must be at least $0.01').max(PACKAGE_LIMITS.maxPriceCents, 'Price must be at most $100,000.00')),
});
export type PackageForm = z.output<typeof packageFormSchema>;

/** PATCH /api/packages/:id (admin): only what changes; `isActive: false` takes it off sale. */
export const packageUpdateSchema = z
  .strictObject({
    name: packageFields.name.optional(),
    description: optionalText('Description', 1000).optional(),
    sessions: packageFields.sessions.optional(),
    priceCents: packageFields.priceCents.optional(),
    validDays: packageFields.validDays.optional(),
    sessionTypes: sessionTypeList.optional(),
    isActive: z.boolean({ error: 'Active must be true or false' }).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');
export type PackageUpdate = z.output<typeof packageUpdateSchema>;

export const packageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  sessions: z.number().int(),
  priceCents: z.number().int(),
  validDays: z.number().int(),
  sessionTypes: z.array(z.string()),
  isActive: z.boolean(),
});
export type SessionPackage = z.infer<typeof packageSchema>;

/** Per package, for the admin's Packages tab: credits sold, used and still owed, and what those are worth. */
export const packageSalesSchema = z.object({
  packageId: z.string(),
  creditsSold: z.number().int(),
  creditsUsed: z.number().int(),
  creditsForfeited: z.number().int(),
  creditsExpired: z.number().int(),
  creditsOutstanding: z.number().int(),
  outstandingValueCents: z.number().int(),
  pendingPurchases: z.number().int(),
});
export type PackageSales = z.infer<typeof packageSalesSchema>;

export const purchaseStatuses = ['pending', 'paid', 'cancelled'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];

/** POST /api/packages/:id/purchase: paid at the gym (pending until staff confirm it), or Stripe's page. */
export const purchaseResponseSchema = z.object({
  purchaseId: z.string(),
  status: z.enum(purchaseStatuses),
  checkoutUrl: z.string().optional(),
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

export const purchaseSchema = z.object({
  id: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  sessions: z.number().int(),
  priceCents: z.number().int(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  paymentMethod: z.enum(['stripe', 'at_gym']),
  status: z.enum(purchaseStatuses),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PackagePurchase = z.infer<typeof purchaseSchema>;

export const purchaseListQuerySchema = z.strictObject({ status: z.enum(purchaseStatuses).optional(), ...pageQueryShape });

export const creditStatuses = ['available', 'used', 'forfeited', 'expired'] as const;
export type CreditStatus = (typeof creditStatuses)[number];

export const creditSchema = z.object({
  id: z.string(),
  packageName: z.string(),
  sessionTypes: z.array(z.string()),
  /** The end of the day `validDays` after the purchase was paid, in the business time zone. */
  expiresAt: z.string(),
  status: z.enum(creditStatuses),
});
export type Credit = z.infer<typeof creditSchema>;

export const creditHistoryEntrySchema = z.object({
  at: z.string(),
  change: z.number().int(),
  reason: z.string(),
  bookingId: z.string().optional(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

/** GET /api/user/credits: the caller's own credits, newest history first. */
export const myCreditsSchema = z.object({
  balance: z.number().int(),
  credits: z.array(creditSchema),
  history: z.array(creditHistoryEntrySchema),
});
export type MyCredits = z.infer<typeof myCreditsSchema>;

/** "$80.00 per session": a package's price shared over its sessions, to the cent. */
export const pricePerSessionCents = (p: Pick<SessionPackage, 'priceCents' | 'sessions'>) => Math.round(p.priceCents / p.sessions);
