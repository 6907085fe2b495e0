import type { Instructor, Product, StaffMember, Testimonial } from '@wsms/contracts';
import { catalogApi } from '@wsms/contracts/api';
import { buildIdentity, describeContract, identityHeaders, internalHeaders, type ContractCases } from '@wsms/service-kit/testing';
import {
  buildInstructorInput,
  buildProductInput,
  buildStaffInput,
  buildTestimonialInput,
  headersFor,
  json,
  startCatalog,
  type TestCatalog,
} from '../../testing/catalog-test-kit';
import { bookSession, startCatalogWithBooking } from '../../testing/booking-neighbour';
import { buildShopifyProduct, startShopifyStandIn, type GraphqlCall } from '../../testing/shopify-stand-in';

let catalog: TestCatalog;
let shopifyCatalog: TestCatalog;
let shopify: Awaited<ReturnType<typeof startShopifyStandIn>>;
let withBooking: Awaited<ReturnType<typeof startCatalogWithBooking>>;

// The Storefront API stand-in: one product (7001); variant 9001 checks out, any other variant is refused.
function storefront(call: GraphqlCall) {
  if (call.query.includes('cartCreate')) {
    const line = (call.variables.input as { lines: Array<{ merchandiseId: string }> }).lines[0];
    const cartCreate = line?.merchandiseId.endsWith('/9001')
      ? { cart: { id: 'gid://shopify/Cart/c1', checkoutUrl: 'https://wsms-test.myshopify.com/cart/c/c1' }, userErrors: [] }
      : { cart: null, userErrors: [{ field: null, message: 'Cart limit reached.', code: 'INVALID' }] };
    return { body: { data: { cartCreate } } };
  }
  if ('id' in call.variables) return { body: { data: { product: call.variables.id === 'gid://shopify/Product/7001' ? buildShopifyProduct() : null } } };
  return { body: { data: { products: { nodes: [buildShopifyProduct()], pageInfo: { hasNextPage: false, endCursor: null } } } } };
}

beforeAll(async () => {
  shopify = await startShopifyStandIn(storefront);
  withBooking = await startCatalogWithBooking('catalog_contract_booking');
  [catalog, shopifyCatalog] = await Promise.all([
    startCatalog('catalog_contract', { SEED_DEMO_DATA: 'true' }),
    startCatalog('catalog_contract_shopify', {
      SHOPIFY_STORE_DOMAIN: 'wsms-test.myshopify.com',
      SHOPIFY_STOREFRONT_TOKEN: 'public-storefront-token',
      SHOPIFY_API_ORIGIN_OVERRIDE: shopify.origin,
    }),
  ]);
});
afterAll(async () => {
  await catalog?.stop();
  await shopifyCatalog?.stop();
  await shopify?.stop();
  await withBooking?.stop();
});

const admin = headersFor('admin');
const staff = headersFor('staff');
const internal = internalHeaders();
const UNKNOWN_ID = '0123456789abcdef01234567';
const TOO_LONG_ID = 'x'.repeat(65);

const create = async <T>(path: string, body: unknown) => {
  const res = await catalog.api.post(path, body, 'admin');
  if (res.status !== 201) throw new Error(`setup: ${path} answered ${res.status} ${await res.text()}`);
  return json<T>(res);
};
const newInstructor = () => create<Instructor>('/api/instructors', buildInstructorInput());
const newStaff = () => create<StaffMember>('/api/staff', buildStaffInput());
const newTestimonial = () => create<Testimonial>('/api/testimonials', buildTestimonialInput());
const newProduct = (overrides: Record<string, unknown> = {}) => create<Product>('/api/products', buildProductInput(overrides));
const seededProductId = async () => (await json<Product[]>(await catalog.api.get('/api/products')))[0]!.id;
const newOrderId = async () => {
  const product = await newProduct();
  const res = await catalog.api.post('/api/shopify/checkout', { variantId: product.variants[0]!.id, quantity: 1 });
  return (await json<{ webUrl: string }>(res)).webUrl.split('/').pop()!;
};
const customer = { name: 'Jamie Rivera', email: 'jamie@example.com' };
const newPlacedOrderId = async () => {
  const id = await newOrderId();
  await catalog.api.post(`/api/orders/${id}/place`, customer);
  return id;
};
const newDigitalProductId = () => Array.from({ length: 24 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');
const storeProduct = (digitalProductId = newDigitalProductId()) => ({ digitalProductId, title: 'Guard Passing Video', description: 'A lesson', priceCents: 1900, type: 'video' });
const newDigitalOrderId = async () => {
  const listed = await fetch(`${catalog.url}/internal/store-products`, { method: 'POST', headers: { 'content-type': 'application/json', ...internal }, body: JSON.stringify(storeProduct()) });
  const { storeVariantId } = await json<{ storeVariantId: string }>(listed);
  const checkout = await catalog.api.post('/api/shopify/checkout', { variantId: storeVariantId, quantity: 1 });
  return (await json<{ webUrl: string }>(checkout)).webUrl.split('/').pop()!;
};
const staffFor = (email: string) => identityHeaders(buildIdentity({ role: 'staff', email }));

/** The same auth cases for every admin-only route. */
const adminOnly = (request: () => Promise<{ params?: Record<string, string>; body?: unknown }>) => [
  { when: 'a signed-out visitor calls it', status: 401, request },
  { when: 'a staff member calls it', status: 403, request: async () => ({ ...(await request()), headers: staff }) },
];

/** The full list of a public list route (`?scope=all`) is for admins only. */
const fullListRefused = [
  { when: 'a signed-out visitor asks for the full list', status: 401, request: { query: { scope: 'all' } } },
  { when: 'a staff member asks for the full list', status: 403, request: { query: { scope: 'all' }, headers: staff } },
];

const cases: ContractCases<typeof catalogApi> = {
  listInstructors: [
    { when: 'anyone lists instructors', status: 200 },
    { when: 'an admin asks for the full list, inactive ones included', status: 200, request: { query: { scope: 'all' }, headers: admin } },
    { when: 'the scope is unknown', status: 400, request: { query: { scope: 'everything' } } },
    ...fullListRefused,
  ],
  getInstructor: [
    { when: 'anyone reads an instructor', status: 200, request: async () => ({ params: { id: (await newInstructor()).id } }) },
    { when: 'the id is too long', status: 400, request: { params: { id: TOO_LONG_ID } } },
    { when: 'the instructor does not exist', status: 404, request: { params: { id: UNKNOWN_ID } } },
  ],
  createInstructor: [
    { when: 'an admin adds an instructor', status: 201, request: () => ({ body: buildInstructorInput(), headers: admin }) },
    { when: 'an admin leaves out the rate', status: 400, request: () => ({ body: buildInstructorInput({ hourlyRate: undefined }), headers: admin }) },
    ...adminOnly(async () => ({ body: buildInstructorInput() })),
    {
      when: 'an admin reuses an e-mail',
      status: 409,
      request: async () => ({ body: buildInstructorInput({ email: (await newInstructor()).email }), headers: admin }),
    },
  ],
  updateInstructor: [
    { when: 'an admin changes a bio', status: 200, request: async () => ({ params: { id: (await newInstructor()).id }, body: { bio: 'New' }, headers: admin }) },
    { when: 'an admin sends a bad rate', status: 400, request: async () => ({ params: { id: UNKNOWN_ID }, body: { hourlyRate: '1.234' }, headers: admin }) },
    ...adminOnly(async () => ({ params: { id: UNKNOWN_ID }, body: { bio: 'New' } })),
    { when: 'the instructor does not exist', status: 404, request: { params: { id: UNKNOWN_ID }, body: { bio: 'New' }, headers: admin } },
    {
      when: "an admin takes another instructor's e-mail",
      status: 409,
      request: async () => {
        const [a, b] = await Promise.all([newInstructor(), newInstructor()]);
        return { params: { id: a.id }, body: { email: b.email }, headers: admin };
      },
    },
  ],
  getInstructorProfile: [
    {
      when: 'the staff member whose e-mail it is opens it',
      status: 200,
      request: async () => {
        const own = await newInstructor();
        return { params: { id: own.id }, headers: staffFor(own.email) };
      },
    },
    { when: 'the id is too long', status: 400, request: { params: { id: TOO_LONG_ID }, headers: admin } },
    { when: 'a signed-out visitor opens it', status: 401, request: { params: { id: UNKNOWN_ID } } },
    { when: "a staff member opens another instructor's profile", status: 403, request: async () => ({ params: { id: (await newInstructor()).id }, headers: staff }) },
    { when: 'the instructor does not exist', status: 404, request: { params: { id: UNKNOWN_ID }, headers: admin } },
  ],
  updateInstructorProfile: [
    {
      when: 'the staff member whose e-mail it is changes their bio',
      status: 200,
      request: async () => {
        const own = await newInstructor();
        return { params: { id: own.id }, body: { bio: 'Ten years of BJJ', specialties: ['Guard'] }, headers: staffFor(own.email) };
      },
    },
    { when: 'the staff member tries to change their rate', status: 400, request: async () => ({ params: { id: UNKNOWN_ID }, body: { hourlyRate: '500' }, headers: admin }) },
    { when: 'a signed-out visitor changes a profile', status: 401, request: { params: { id: UNKNOWN_ID }, body: { bio: 'x' } } },
    { when: "a staff member changes another instructor's profile", status: 403, request: async () => ({ params: { id: (await newInstructor()).id }, body: { bio: 'x' }, headers: staff }) },
    { when: 'the instructor does not exist', status: 404, request: { params: { id: UNKNOWN_ID }, body: { bio: 'x' }, headers: admin } },
  ],
  deleteInstructor: [
    { when: 'an admin removes an instructor', status: 204, request: async () => ({ params: { id: (await newInstructor()).id }, headers: admin }) },
    { when: 'the id is too long', status: 400, request: { params: { id: TOO_LONG_ID }, headers: admin } },
    ...adminOnly(async () => ({ params: { id: UNKNOWN_ID } })),
    { when: 'the instructor does not exist', status: 404, request: { params: { id: UNKNOWN_ID }, headers: admin } },
    {
      when: 'the instructor has an upcoming booking',
      status: 409,
      on: 'withBooking',
      request: async () => {
        const res = await withBooking.catalog.api.post('/api/instructors', buildInstructorInput(), 'admin');
        const { id } = await json<Instructor>(res);
        await bookSession(withBooking.bookingUrl, id);
        return { params: { id }, headers: admin };
      },
    },
  ],

  listStaff: [
    { when: 'anyone lists staff', status: 200 },
    { when: 'an admin asks for the full list, inactive ones included', status: 200, request: { query: { scope: 'all' }, headers: admin } },
    { when: 'the scope is unknown', status: 400, request: { query: { scope: 'everything' } } },
    ...fullListRefused,
  ],
  getStaff: [
    { when: 'anyone reads a staff member', status: 200, request: async () => ({ params: { id: (await newStaff()).id } }) },
    { when: 'the id is too long', status: 400, request: { params: { id: TOO_LONG_ID } } },
    { when: 'the staff member does not exist', status: 404, request: { params: { id: UNKNOWN_ID } } },
  ],
  createStaff: [
    { when: 'an admin adds a staff member', status: 201, request: () => ({ body: buildStaffInput(), headers: admin }) },
    { when: 'an admin leaves out the name', status: 400, request: () => ({ body: buildStaffInput({ name: '' }), headers: admin }) },
    ...adminOnly(async () => ({ body: buildStaffInput() })),
  ],
  updateStaff: [
    { when: 'an admin changes a title', status: 200, request: async () => ({ params: { id: (await newStaff()).id }, body: { title: 'Head Trainer' }, headers: admin }) },
    { when: 'an admin sends an unknown field', status: 400, request: { params: { id: UNKNOWN_ID }, body: { salary: 1 }, headers: admin } },
    ...adminOnly(async () => ({ params: { id: UNKNOWN_ID }, body: { title: 'X' } })),
    { when: 'the staff member does not exist', status: 404, request: { params: { id: UNKNOWN_ID }, body: { title: 'X' }, headers: admin } },
  ],
  deleteStaff: [
    { when: 'an admin removes a staff member', status: 204, request: async () => ({ params: { id: (await newStaff()).id }, headers: admin }) },
    { when: 'the id is too long', status: 400, request: { params: { id: TOO_LONG_ID }, headers: admin } },
    ...adminOnly(async () => ({ params: { id: UNKNOWN_ID } })),
    { when: 'the staff member does not exist', status: 404, request: { params: { id: UNKNOWN_ID }, headers: admin } },
  ],

  listTestimonials: [
    { when: 'anyone lists testimonials', status: 200 },
    { when: 'an admin asks for the full list, unapproved ones included', status: 200, request: async () => (await newTestimonial(), { query: { scope: 'all' }, headers: admin }) },
    { when: 'the scope is unknown', status: 400, request: { query: { scope: 'everything' } } },
    ...fullListRefused,
  ],
  createTestimonial: [
    { when: 'an admin adds a testimonial', status: 201, request: () => ({ body: buildTestimonialInput(), headers: admin }) },
    { when: 'an admin sends a rating of 6', status: 400, request: () => ({ body: buildTestimonialInput({ rating: 6 }), headers: admin }) },
    ...adminOnly(async () => ({ body: buildTestimonialInput() })),
  ],
  approveTestimonial: [
    { when: 'an admin approves a testimonial', status: 200, request: async () => ({ params: { id: (await newTestimonial()).id }, body: { isApproved: true }, headers: admin }) },
    { when: 'an admin sends approval as text', status: 400, request: { params: { id: UNKNOWN_ID }, body: { isApproved: 'yes' }, headers: admin } },
    ...adminOnly(async () => ({ params: { id: UNKNOWN_ID }, body: { isApproved: true } })),
    { when: 'the testimonial does not exist', status: 404, request: { params: { id: UNKNOWN_ID }, body: { isApproved: true }, headers: admin } },
  ],

  listProducts: [
    { when: 'anyone lists the embedded store', status: 200 },
    { when: 'anyone lists the Shopify store', status: 200, on: 'shopify' },
  ],
  getProduct: [
    { when: 'anyone reads a product', status: 200, request: async () => ({ params: { id: await seededProductId() } }) },
    { when: 'anyone reads a Shopify product', status: 200, on: 'shopify', request: { params: { id: '7001' } } },
    { when: 'the id is too long', status: 400, request: { params: { id: TOO_LONG_ID } } },
    { when: 'the product does not exist', status: 404, request: { params: { id: UNKNOWN_ID } } },
  ],
  getProductImage: [
    { when: "anyone loads a seeded product's picture", status: 200, request: async () => ({ params: { id: await seededProductId() } }) },
    { when: 'the id is too long', status: 400, request: { params: { id: TOO_LONG_ID } } },
    { when: 'the product has no picture', status: 404, request: async () => ({ params: { id: (await newProduct()).id } }) },
  ],
  createProduct: [
    { when: 'an admin adds a product', status: 201, request: () => ({ body: buildProductInput(), headers: admin }) },
    { when: 'an admin sends a price with three decimals', status: 400, request: () => ({ body: buildProductInput({ price: '1.005' }), headers: admin }) },
    ...adminOnly(async () => ({ body: buildProductInput() })),
    {
      when: 'an admin reuses a handle',
      status: 409,
      request: async () => ({ body: buildProductInput({ handle: (await newProduct()).handle }), headers: admin }),
    },
    { when: 'an admin adds a product while Shopify owns them', status: 409, on: 'shopify', request: () => ({ body: buildProductInput(), headers: admin }) },
  ],
  updateProduct: [
    { when: 'an admin changes a price', status: 200, request: async () => ({ params: { id: (await newProduct()).id }, body: { price: '30' }, headers: admin }) },
    { when: 'an admin sends a negative price', status: 400, request: { params: { id: UNKNOWN_ID }, body: { price: -1 }, headers: admin } },
    ...adminOnly(async () => ({ params: { id: UNKNOWN_ID }, body: { price: '30' } })),
    { when: 'the product does not exist', status: 404, request: { params: { id: UNKNOWN_ID }, body: { price: '30' }, headers: admin } },
    {
      when: "an admin takes another product's handle",
      status: 409,
      request: async () => {
        const [a, b] = await Promise.all([newProduct(), newProduct()]);
        return { params: { id: a.id }, body: { handle: b.handle }, headers: admin };
      },
    },
  ],
  createShopCheckout: [
    { when: 'a buyer checks out an embedded-store variant', status: 200, request: async () => ({ body: { variantId: (await newProduct()).variants[0]!.id } }) },
    { when: 'a buyer checks out a Shopify variant', status: 200, on: 'shopify', request: { body: { variantId: 'gid://shopify/ProductVariant/9001', quantity: 1 } } },
    { when: 'a buyer asks for 2 items (checkout is for one)', status: 400, request: { body: { variantId: 'v-1', quantity: 2 } } },
    { when: 'the variant does not exist', status: 404, request: { body: { variantId: 'no-such-variant' } } },
    {
      when: 'the product is out of stock',
      status: 409,
      request: async () => ({ body: { variantId: (await newProduct({ inStock: false, variants: undefined })).variants[0]!.id } }),
    },
    { when: 'Shopify refuses the cart', status: 422, on: 'shopify', request: { body: { variantId: 'gid://shopify/ProductVariant/9002' } } },
  ],
  listOrders: [
    { when: 'an admin lists orders', status: 200, request: async () => (await newOrderId(), { headers: admin }) },
    { when: 'a signed-out visitor lists orders', status: 401 },
    { when: 'a staff member lists orders', status: 403, request: { headers: staff } },
  ],
  getOrder: [
    { when: 'the buyer opens the order page', status: 200, request: async () => ({ params: { id: await newOrderId() } }) },
    { when: 'the id is too long', status: 400, request: { params: { id: TOO_LONG_ID } } },
    { when: 'the order does not exist', status: 404, request: { params: { id: 'no-such-order' } } },
  ],
  placeOrder: [
    { when: 'the buyer places the order', status: 200, request: async () => ({ params: { id: await newOrderId() }, body: customer }) },
    { when: 'the buyer leaves out the e-mail', status: 400, request: { params: { id: 'no-such-order' }, body: { name: 'Jamie' } } },
    { when: 'a signed-out visitor places the order of digital content', status: 401, request: async () => ({ params: { id: await newDigitalOrderId() }, body: customer }) },
    { when: 'the order does not exist', status: 404, request: { params: { id: 'no-such-order' }, body: customer } },
    {
      when: 'the order was placed already',
      status: 409,
      request: async () => {
        const id = await newOrderId();
        await catalog.api.post(`/api/orders/${id}/place`, customer);
        return { params: { id }, body: customer };
      },
    },
    {
      when: 'the product went off sale after checkout',
      status: 409,
      request: async () => {
        const product = await newProduct();
        const checkout = await catalog.api.post('/api/shopify/checkout', { variantId: product.variants[0]!.id, quantity: 1 });
        const id = (await json<{ webUrl: string }>(checkout)).webUrl.split('/').pop()!;
        await catalog.api.put(`/api/products/${product.id}`, { inStock: false }, 'admin');
        return { params: { id }, body: customer };
      },
    },
  ],
  markOrderPaid: [
    { when: 'staff record the payment of a placed order', status: 200, request: async () => ({ params: { id: await newPlacedOrderId() }, headers: staff }) },
    { when: 'the id is too long', status: 400, request: { params: { id: TOO_LONG_ID }, headers: staff } },
    { when: 'a signed-out visitor marks an order paid', status: 401, request: async () => ({ params: { id: await newPlacedOrderId() } }) },
    { when: 'a client marks their own order paid', status: 403, request: async () => ({ params: { id: await newPlacedOrderId() }, headers: headersFor('user') }) },
    { when: 'the order does not exist', status: 404, request: { params: { id: 'no-such-order' }, headers: staff } },
    { when: 'the order has not been placed', status: 409, request: async () => ({ params: { id: await newOrderId() }, headers: admin }) },
  ],

  internalCreateStoreProduct: [
    { when: 'content lists a digital product in the embedded store', status: 201, request: { body: storeProduct(), headers: internal } },
    { when: 'the price is missing', status: 400, request: { body: { ...storeProduct(), priceCents: undefined }, headers: internal } },
    { when: 'the caller lacks the internal secret', status: 403, request: { body: storeProduct() } },
    { when: 'content lists a digital product while Shopify owns the products', status: 409, on: 'shopify', request: { body: storeProduct(), headers: internal } },
  ],
  internalInstructorByEmail: [
    { when: 'the booking service looks up an e-mail', status: 200, request: async () => ({ query: { email: (await newInstructor()).email }, headers: internal }) },
    { when: 'the e-mail is malformed', status: 400, request: { query: { email: 'nope' }, headers: internal } },
    { when: 'the caller lacks the internal secret', status: 403, request: { query: { email: 'a@example.com' } } },
    { when: 'no instructor has the e-mail', status: 404, request: { query: { email: 'nobody@example.com' }, headers: internal } },
  ],
  internalCreateInstructor: [
    {
      when: 'the auth service adds the instructor of a person an admin made staff',
      status: 201,
      request: () => ({ body: { instructor: buildInstructorInput({ hourlyRate: '0.00', isActive: false }), actor: buildIdentity({ role: 'admin' }) }, headers: internal }),
    },
    { when: 'the admin it acts for is not named', status: 400, request: () => ({ body: { instructor: buildInstructorInput() }, headers: internal }) },
    { when: 'the caller lacks the internal secret', status: 403, request: () => ({ body: { instructor: buildInstructorInput(), actor: buildIdentity({ role: 'admin' }) } }) },
    { when: 'the person it acts for is not an admin', status: 403, request: () => ({ body: { instructor: buildInstructorInput(), actor: buildIdentity({ role: 'staff' }) }, headers: internal }) },
    {
      when: 'the e-mail belongs to an instructor already',
      status: 409,
      request: async () => ({ body: { instructor: buildInstructorInput({ email: (await newInstructor()).email }), actor: buildIdentity({ role: 'admin' }) }, headers: internal }),
    },
  ],
  internalInstructorById: [
    { when: 'the booking service looks up an id', status: 200, request: async () => ({ params: { id: (await newInstructor()).id }, headers: internal }) },
    { when: 'the id is too long', status: 400, request: { params: { id: TOO_LONG_ID }, headers: internal } },
    { when: 'the caller sends a wrong secret', status: 403, request: { params: { id: UNKNOWN_ID }, headers: { 'x-internal-secret': 'wrong' } } },
    { when: 'the instructor does not exist', status: 404, request: { params: { id: UNKNOWN_ID }, headers: internal } },
  ],
};

describeContract('catalog API contract', {
  contracts: catalogApi,
  cases,
  targets: { main: () => catalog, shopify: () => shopifyCatalog, withBooking: () => withBooking.catalog },
});
