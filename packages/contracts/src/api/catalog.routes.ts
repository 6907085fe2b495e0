import { z } from 'zod';
import {
  checkoutResponseSchema,
  checkoutSchema,
  instructorCreateSchema,
  instructorMessages,
  instructorProfileUpdateSchema,
  instructorSchema,
  instructorUpdateSchema,
  listScopeMessages,
  listScopeQuerySchema,
  orderMessages,
  orderSchema,
  orderSummarySchema,
  placeOrderSchema,
  productCreateSchema,
  productSchema,
  productUpdateSchema,
  staffCreateSchema,
  staffMemberSchema,
  staffUpdateSchema,
  testimonialApprovalSchema,
  testimonialCreateSchema,
  testimonialSchema,
} from '../catalog.schema';
import { identitySchema } from '../identity';
import { idParamsSchema } from './params.schema';
import { digitalMessages, internalStoreProductSchema, storeProductSchema } from '../content.schema';
import { defineRoute } from './route-contract';

export const instructorByEmailQuerySchema = z.object({ email: z.email().max(254) });

/**
 * POST /internal/instructors: the auth service adds the instructor record of a person an admin made
 * staff. It cannot sign an identity (only the gateway can), so it names the admin it acts for: the
 * catalog's audit log names them too.
 */
export const internalInstructorCreateSchema = z.strictObject({ instructor: instructorCreateSchema, actor: identitySchema });

const fullListErrors = { 401: `scope=all: ${listScopeMessages.signIn}`, 403: `scope=all: ${listScopeMessages.adminsOnly}` } as const;

const instructorRoutes = {
  listInstructors: defineRoute({
    method: 'get',
    path: '/api/instructors',
    auth: 'public',
    summary: 'Active instructors by name; `?scope=all` (admins) adds inactive ones',
    request: { query: listScopeQuerySchema },
    responses: { 200: z.array(instructorSchema), ...fullListErrors },
  }),
  getInstructor: defineRoute({
    method: 'get',
    path: '/api/instructors/:id',
    auth: 'public',
    summary: 'One instructor',
    request: { params: idParamsSchema },
    responses: { 200: instructorSchema, 404: 'Instructor not found (inactive ones too, unless admin)' },
  }),
  createInstructor: defineRoute({
    method: 'post',
    path: '/api/instructors',
    auth: 'admin',
    summary: 'Add an instructor',
    request: { body: instructorCreateSchema },
    responses: { 201: instructorSchema, 409: 'An instructor with this email already exists' },
  }),
  updateInstructor: defineRoute({
    method: 'put',
    path: '/api/instructors/:id',
    auth: 'admin',
    summary: 'Change an instructor (send only what changes)',
    request: { params: idParamsSchema, body: instructorUpdateSchema },
    responses: { 200: instructorSchema, 404: 'Instructor not found', 409: 'An instructor with this email already exists' },
  }),
  getInstructorProfile: defineRoute({
    method: 'get',
    path: '/api/instructors/:id/profile',
    auth: 'staff',
    summary: 'An instructor record for its own staff dashboard (active or not)',
    request: { params: idParamsSchema },
    responses: { 200: instructorSchema, 403: 'Staff can only edit their own instructor profile', 404: 'Instructor not found' },
  }),
  updateInstructorProfile: defineRoute({
    method: 'put',
    path: '/api/instructors/:id/profile',
    auth: 'staff',
    summary: "An instructor's own title, bio, specialties and certifications (the staff member whose e-mail it is, or an admin)",
    request: { params: idParamsSchema, body: instructorProfileUpdateSchema },
    responses: { 200: instructorSchema, 403: 'Staff can only edit their own instructor profile', 404: 'Instructor not found' },
  }),
  deleteInstructor: defineRoute({
    method: 'delete',
    path: '/api/instructors/:id',
    auth: 'admin',
    summary: 'Remove an instructor who has no upcoming bookings',
    request: { params: idParamsSchema },
    responses: {
      204: null,
      404: 'Instructor not found',
      409: 'The instructor has upcoming bookings (the message says how many; deactivate instead)',
      503: instructorMessages.bookingsUnknown,
    },
  }),
};

const staffRoutes = {
  listStaff: defineRoute({
    method: 'get',
    path: '/api/staff',
    auth: 'public',
    summary: 'Active staff members; `?scope=all` (admins) adds inactive ones',
    request: { query: listScopeQuerySchema },
    responses: { 200: z.array(staffMemberSchema), ...fullListErrors },
  }),
  getStaff: defineRoute({
    method: 'get',
    path: '/api/staff/:id',
    auth: 'public',
    summary: 'One staff member',
    request: { params: idParamsSchema },
    responses: { 200: staffMemberSchema, 404: 'Staff member not found' },
  }),
  createStaff: defineRoute({
    method: 'post',
    path: '/api/staff',
    auth: 'admin',
    summary: 'Add a staff member',
    request: { body: staffCreateSchema },
    responses: { 201: staffMemberSchema },
  }),
  updateStaff: defineRoute({
    method: 'put',
    path: '/api/staff/:id',
    auth: 'admin',
    summary: 'Change a staff member (send only what changes)',
    request: { params: idParamsSchema, body: staffUpdateSchema },
    responses: { 200: staffMemberSchema, 404: 'Staff member not found' },
  }),
  deleteStaff: defineRoute({
    method: 'delete',
    path: '/api/staff/:id',
    auth: 'admin',
    summary: 'Remove a staff member',
    request: { params: idParamsSchema },
    responses: { 204: null, 404: 'Staff member not found' },
  }),
};

const testimonialRoutes = {
  listTestimonials: defineRoute({
    method: 'get',
    path: '/api/testimonials',
    auth: 'public',
    summary: 'Approved testimonials, newest first; `?scope=all` (admins) adds pending ones',
    request: { query: listScopeQuerySchema },
    responses: { 200: z.array(testimonialSchema), ...fullListErrors },
  }),
  createTestimonial: defineRoute({
    method: 'post',
    path: '/api/testimonials',
    auth: 'admin',
    summary: 'Add a testimonial (starts unapproved)',
    request: { body: testimonialCreateSchema },
    responses: { 201: testimonialSchema },
  }),
  approveTestimonial: defineRoute({
    method: 'put',
    path: '/api/testimonials/:id',
    auth: 'admin',
    summary: 'Approve or hide a testimonial',
    request: { params: idParamsSchema, body: testimonialApprovalSchema },
    responses: { 200: testimonialSchema, 404: 'Testimonial not found' },
  }),
};

const storeRoutes = {
  listProducts: defineRoute({
    method: 'get',
    path: '/api/products',
    auth: 'public',
    summary: 'The gear shop (embedded store or Shopify)',
    request: {},
    responses: { 200: z.array(productSchema), 502: 'The store is unavailable' },
  }),
  getProduct: defineRoute({
    method: 'get',
    path: '/api/products/:id',
    auth: 'public',
    summary: 'One product',
    request: { params: idParamsSchema },
    responses: { 200: productSchema, 404: 'Product not found', 502: 'The store is unavailable' },
  }),
  getProductImage: defineRoute({
    method: 'get',
    path: '/api/products/:id/image',
    auth: 'public',
    summary: "An embedded-store product's generated picture",
    request: { params: idParamsSchema },
    responses: { 200: { media: 'image/svg+xml', description: 'An inert SVG document' }, 404: 'Product image not found' },
  }),
  createProduct: defineRoute({
    method: 'post',
    path: '/api/products',
    auth: 'admin',
    summary: 'Add a product to the embedded store',
    request: { body: productCreateSchema },
    responses: {
      201: productSchema,
      409: 'A product with this handle already exists, a variant id is taken, or products are managed in Shopify',
    },
  }),
  updateProduct: defineRoute({
    method: 'put',
    path: '/api/products/:id',
    auth: 'admin',
    summary: 'Change an embedded-store product (send only what changes)',
    request: { params: idParamsSchema, body: productUpdateSchema },
    responses: {
      200: productSchema,
      404: 'Product not found',
      409: 'A product with this handle already exists, a variant id is taken, or products are managed in Shopify',
    },
  }),
  createShopCheckout: defineRoute({
    method: 'post',
    path: '/api/shopify/checkout',
    auth: 'public',
    summary: 'A checkout URL for one variant (spec section 7: opened in a new tab)',
    request: { body: checkoutSchema },
    responses: {
      200: checkoutResponseSchema,
      404: 'Product variant not found',
      409: 'This item is out of stock',
      422: 'The store refused the checkout',
      502: 'The store is unavailable, or Failed to create checkout',
    },
  }),
  listOrders: defineRoute({
    method: 'get',
    path: '/api/orders',
    auth: 'admin',
    summary: 'Embedded-store orders, newest first',
    request: {},
    responses: { 200: z.array(orderSchema) },
  }),
  getOrder: defineRoute({
    method: 'get',
    path: '/api/orders/:id',
    auth: 'public',
    summary: 'An embedded-store order (its unguessable id is the key)',
    request: { params: idParamsSchema },
    responses: { 200: orderSummarySchema, 404: 'Order not found' },
  }),
  placeOrder: defineRoute({
    method: 'post',
    path: '/api/orders/:id/place',
    auth: 'public',
    summary: 'Record the customer on a pending order (placed unpaid: the embedded store takes payment at the gym)',
    description:
      'A digital product needs a signed-in buyer, who gets it once the order is paid (`POST /api/orders/:id/paid`). ' +
      'An order with nothing to pay is paid on placing, and its digital product granted at once.',
    request: { params: idParamsSchema, body: placeOrderSchema },
    responses: {
      200: orderSummarySchema,
      401: digitalMessages.signInToBuy,
      404: orderMessages.notFound,
      409: `${orderMessages.alreadyPlaced}; or ${orderMessages.noLongerAvailable} (inactive or out of stock now); or (nothing to pay) ${orderMessages.purchasesNotConnected}`,
      503: `(nothing to pay) ${orderMessages.purchasesUnavailable}: the order stays open`,
    },
  }),
  markOrderPaid: defineRoute({
    method: 'post',
    path: '/api/orders/:id/paid',
    auth: 'staff',
    auditStaff: true,
    summary: 'Record that a placed embedded-store order was paid at the gym (never one\'s own); a digital product is then its buyer\'s (once, however often this is called)',
    request: { params: idParamsSchema },
    responses: {
      200: orderSchema,
      403: orderMessages.ownOrder,
      404: orderMessages.notFound,
      409: `${orderMessages.notPlaced}; or ${orderMessages.purchasesNotConnected}`,
      503: `${orderMessages.purchasesUnavailable}: the order stays unpaid`,
    },
  }),
};

const internalRoutes = {
  internalCreateStoreProduct: defineRoute({
    method: 'post',
    path: '/internal/store-products',
    auth: 'internal',
    summary: 'List a digital product in the store through the store adapter (idempotent per digital product)',
    idempotent: true,
    request: { body: internalStoreProductSchema },
    responses: { 201: storeProductSchema, 409: digitalMessages.storeManaged },
  }),
  internalInstructorByEmail: defineRoute({
    method: 'get',
    path: '/internal/instructors',
    auth: 'internal',
    summary: 'The instructor with this e-mail, active or not (for the booking service)',
    request: { query: instructorByEmailQuerySchema },
    responses: { 200: instructorSchema, 404: 'Instructor not found' },
  }),
  internalCreateInstructor: defineRoute({
    method: 'post',
    path: '/internal/instructors',
    auth: 'internal',
    summary: 'Add an instructor for a person an admin made staff (for the auth service; audited as that admin)',
    request: { body: internalInstructorCreateSchema },
    responses: { 201: instructorSchema, 403: 'Only an admin adds instructors', 409: 'An instructor with this email already exists' },
  }),
  internalInstructorById: defineRoute({
    method: 'get',
    path: '/internal/instructors/:id',
    auth: 'internal',
    summary: 'One instructor, active or not (for the booking service)',
    request: { params: idParamsSchema },
    responses: { 200: instructorSchema, 404: 'Instructor not found' },
  }),
};

/** services/catalog: instructors, staff, testimonials, the gear shop and its embedded orders. */
export const catalogApi = { ...instructorRoutes, ...staffRoutes, ...testimonialRoutes, ...storeRoutes, ...internalRoutes };
