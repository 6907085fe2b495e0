import { z } from 'zod';
import { booleanField, emailField, imageUrlField, LIMITS, optionalText, requiredText, textList } from './fields.schema';
import { decimalStringSchema, moneyToCentsSchema } from './money';

/*
 * Request payloads of the catalog service (instructors, staff, testimonials, products, shop checkout).
 * Amounts are accepted as "85.50" or 85.5 and come out of parsing as integer cents (`…Cents`).
 * Objects are strict: an unknown field is a 400. Update schemas are partial (send only what changes).
 * Fields carry no zod defaults (zod 4 applies them even inside .partial(), which would reset fields on
 * update); the service's models hold the defaults.
 */

const availabilitySchema = z
  .record(z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, 'Availability keys are weekday names'), z.array(z.string().trim().max(20)).max(48), {
    error: 'Availability must map a weekday to a list of time slots',
  })
  .refine((value) => Object.keys(value).length <= 14, 'Availability may have at most 14 entries');

const optionalEmail = z
  .string({ error: 'Email must be text' })
  .trim()
  .max(LIMITS.email)
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Invalid email address');

// ---------- Instructors ----------

/**
 * What a GET answers besides the editable fields. An entity may be sent back as it was read (a PUT
 * of what a GET gave, changed); these keys are then accepted and ignored, never stored.
 */
const readOnlyFields = { id: z.unknown().optional(), createdAt: z.unknown().optional(), updatedAt: z.unknown().optional() };
type ReadOnlyKeys = keyof typeof readOnlyFields;
function withoutReadOnly<T extends Partial<Record<ReadOnlyKeys, unknown>>>(input: T): Omit<T, ReadOnlyKeys> {
  const copy: Partial<T> = { ...input };
  for (const key of Object.keys(readOnlyFields) as ReadOnlyKeys[]) delete copy[key];
  return copy as Omit<T, ReadOnlyKeys>;
}

export const instructorFieldsSchema = z.strictObject({
  ...readOnlyFields,
  name: requiredText('Name'),
  email: emailField().transform((email) => email.toLowerCase()),
  title: optionalText('Title').optional(),
  bio: optionalText('Bio', LIMITS.bio).optional(),
  beltLevel: optionalText('Belt level', 50).optional(),
  locations: textList('Locations').optional(),
  hourlyRate: moneyToCentsSchema,
  image: imageUrlField().optional(),
  specialties: textList('Specialties').optional(),
  certifications: textList('Certifications').optional(),
  availability: availabilitySchema.optional(),
  isActive: booleanField('Active').optional(),
});

const renameRate = <T extends { hourlyRate?: number }>({ hourlyRate, ...rest }: T) => ({
  ...rest,
  ...(hourlyRate === undefined ? {} : { hourlyRateCents: hourlyRate }),
});

export const instructorCreateSchema = instructorFieldsSchema.transform((input) => {
  const { hourlyRateCents, ...rest } = renameRate(withoutReadOnly(input));
  return { ...rest, hourlyRateCents: hourlyRateCents as number };
});
export const instructorUpdateSchema = instructorFieldsSchema.partial().transform((input) => renameRate(withoutReadOnly(input)));
export type InstructorFormValues = z.input<typeof instructorFieldsSchema>;

/**
 * PUT /api/instructors/:id/profile: what an instructor edits about themselves on the staff
 * dashboard. Rate, e-mail, name and the active flag stay with admins.
 */
export const instructorProfileUpdateSchema = instructorFieldsSchema.pick({ title: true, bio: true, specialties: true, certifications: true }).partial();
export type InstructorProfileUpdate = z.output<typeof instructorProfileUpdateSchema>;
export type InstructorProfileFormValues = z.input<typeof instructorProfileUpdateSchema>;
export type InstructorCreateInput = z.output<typeof instructorCreateSchema>;
export type InstructorUpdateInput = z.output<typeof instructorUpdateSchema>;

export const instructorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  title: z.string(),
  bio: z.string(),
  beltLevel: z.string(),
  locations: z.array(z.string()),
  hourlyRate: decimalStringSchema,
  image: z.string(),
  specialties: z.array(z.string()),
  certifications: z.array(z.string()),
  availability: z.record(z.string(), z.unknown()),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Instructor = z.infer<typeof instructorSchema>;

export const instructorMessages = {
  notFound: 'Instructor not found',
  bookingsUnknown: 'Upcoming bookings could not be checked right now, so nothing was deleted. Please try again.',
  /** The admin is offered to deactivate instead (spec: deleting never silently drops booked sessions). */
  hasUpcomingBookings: (count: number) =>
    `This instructor has ${count} upcoming ${count === 1 ? 'booking' : 'bookings'}. Deactivate the instructor instead, or cancel the bookings first.`,
} as const;

// ---------- Staff ----------

export const staffFieldsSchema = z.strictObject({
  ...readOnlyFields,
  name: requiredText('Name'),
  title: optionalText('Title').optional(),
  bio: optionalText('Bio', LIMITS.bio).optional(),
  department: optionalText('Department').optional(),
  image: imageUrlField().optional(),
  email: optionalEmail.optional(),
  phone: optionalText('Phone', 30)
    .regex(/^[0-9+().\-\s]*$/, 'Phone may only contain digits, spaces and + ( ) . -')
    .optional(),
  specialties: textList('Specialties').optional(),
  certifications: textList('Certifications').optional(),
  isActive: booleanField('Active').optional(),
});
export const staffCreateSchema = staffFieldsSchema.transform(withoutReadOnly);
export const staffUpdateSchema = staffFieldsSchema.partial().transform(withoutReadOnly);
export type StaffFormValues = z.input<typeof staffFieldsSchema>;
export type StaffCreateInput = z.output<typeof staffCreateSchema>;
export type StaffUpdateInput = z.output<typeof staffUpdateSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  department: z.string(),
  image: z.string(),
  email: z.string(),
  phone: z.string(),
  specialties: z.array(z.string()),
  certifications: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

// ---------- Testimonials ----------

export const testimonialCreateSchema = z.strictObject({
  clientName: requiredText('Client name'),
  content: requiredText('Content', LIMITS.longText),
  service: optionalText('Service').optional(),
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5')
    .default(5),
});
export type TestimonialFormValues = z.input<typeof testimonialCreateSchema>;
export type TestimonialCreateInput = z.output<typeof testimonialCreateSchema>;

export const testimonialApprovalSchema = z.strictObject({ isApproved: booleanField('Approved') });
export type TestimonialApproval = z.infer<typeof testimonialApprovalSchema>;

export const testimonialSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  content: z.string(),
  rating: z.number().int().min(1).max(5),
  service: z.string().nullable(),
  isApproved: z.boolean(),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

// ---------- Products ----------

export const productVariantFieldsSchema = z.strictObject({
  id: z.string().trim().min(1).max(200).optional(),
  // Spec section 3 asks only for an id; an untitled variant is 'Default', like a product's only variant.
  title: optionalText('Variant title').optional().transform((title) => title || 'Default'),
  price: moneyToCentsSchema.optional(),
  available: booleanField('Available').optional(),
});

export const productHandleSchema = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.shortText)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Handle may only contain lowercase letters, digits and dashes');

export const productFieldsSchema = z.strictObject({
  ...readOnlyFields,
  name: requiredText('Name'),
  description: optionalText('Description', LIMITS.longText).optional(),
  price: moneyToCentsSchema,
  image: imageUrlField().optional(),
  images: z.array(imageUrlField()).max(LIMITS.listItems, `Images may have at most ${LIMITS.listItems} items`).optional(),
  category: optionalText('Category', 50).optional(),
  storeId: optionalText('Store id', 200).optional(),
  handle: productHandleSchema.optional(),
  collection: optionalText('Collection').optional(),
  tags: textList('Tags').optional(),
  variants: z.array(productVariantFieldsSchema).max(50, 'A product may have at most 50 variants').optional(),
  inStock: booleanField('In stock').optional(),
  rating: z.number().min(0).max(5).nullable().optional(),
  reviewCount: z.number().int().min(0).max(100_000_000).nullable().optional(),
});

type ProductFieldsOut = z.output<typeof productFieldsSchema>;
const renameProductMoney = <T extends Partial<ProductFieldsOut>>({ price, variants, ...rest }: T) => ({
  ...rest,
  ...(price === undefined ? {} : { priceCents: price }),
  ...(variants === undefined
    ? {}
    : {
        variants: variants.map(({ price: variantPrice, ...variant }) => ({
          ...variant,
          ...(variantPrice === undefined ? {} : { priceCents: variantPrice }),
        })),
      }),
});

export const productCreateSchema = productFieldsSchema.transform((input) => {
  const { priceCents, ...rest } = renameProductMoney(withoutReadOnly(input));
  return { ...rest, priceCents: priceCents as number };
});
export const productUpdateSchema = productFieldsSchema.partial().transform((input) => renameProductMoney(withoutReadOnly(input)));
export type ProductFormValues = z.input<typeof productFieldsSchema>;
export type ProductCreateInput = z.output<typeof productCreateSchema>;
export type ProductUpdateInput = z.output<typeof productUpdateSchema>;

export const productVariantSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: decimalStringSchema,
  available: z.boolean(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** `rating` and `reviewCount` are null unless the product really has them: never show a made-up number. */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: decimalStringSchema,
  image: z.string(),
  images: z.array(z.string()),
  category: z.string(),
  storeId: z.string(),
  handle: z.string(),
  collection: z.string(),
  tags: z.array(z.string()),
  variants: z.array(productVariantSchema),
  inStock: z.boolean(),
  rating: z.number().nullable(),
  reviewCount: z.number().int().nullable(),
});
export type Product = z.infer<typeof productSchema>;

// ---------- Shop checkout and embedded orders ----------

/** Spec section 9: a shop checkout is for one item (the store's own checkout page can change it there). */
export const CHECKOUT_QUANTITY = 1;

export const checkoutSchema = z.strictObject({
  variantId: z.string({ error: 'Variant id is required' }).trim().min(1, 'Variant id is required').max(200),
  quantity: z.literal(CHECKOUT_QUANTITY, { error: `Quantity must be ${CHECKOUT_QUANTITY}` }).default(CHECKOUT_QUANTITY),
});
export type CheckoutInput = z.output<typeof checkoutSchema>;
export const checkoutResponseSchema = z.object({ webUrl: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const placeOrderSchema = z.strictObject({
  name: requiredText('Name'),
  email: emailField(),
});
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

export const orderStatuses = ['pending', 'placed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderMessages = {
  notFound: 'Order not found',
  alreadyPlaced: 'Order already placed',
  notPlaced: 'The order has not been placed yet',
  ownOrder: 'You cannot record the payment of your own order: ask another staff member or an admin',
  noLongerAvailable: 'This item is no longer available',
  purchasesUnavailable: 'The purchase could not be recorded right now; try again',
  purchasesNotConnected: 'Digital purchases cannot be recorded: the content service is not configured',
} as const;

export const orderSummarySchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productImage: z.string(),
  variantId: z.string(),
  variantTitle: z.string(),
  quantity: z.number().int(),
  unitPrice: decimalStringSchema,
  amount: decimalStringSchema,
  currency: z.literal('USD'),
  status: z.enum(orderStatuses),
  /** A digital product (programs, videos, PDFs): its buyer gets it once the order is paid. */
  digital: z.boolean(),
  customerName: z.string().nullable(),
  createdAt: z.string(),
  placedAt: z.string().nullable(),
  /** The embedded store takes no money: set when staff record the payment at the gym (or at placing, when nothing is due). */
  paidAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The admin list adds the customer's e-mail. */
export const orderSchema = orderSummarySchema.extend({ customerEmail: z.string().nullable() });
export type Order = z.infer<typeof orderSchema>;

/**
 * Which list a public list route answers: the public one for every caller, signed in or not; the
 * admin screens ask for the full one (`?scope=all`, admins only) by name.
 */
export const listScopeQuerySchema = z.object({ scope: z.enum(['public', 'all']).default('public') });
export type ListScope = z.infer<typeof listScopeQuerySchema>['scope'];
export const listScopeMessages = {
  signIn: 'Sign in as an admin to see the full list',
  adminsOnly: 'The full list is for admins only',
} as const;
