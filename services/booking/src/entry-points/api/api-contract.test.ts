import Stripe from 'stripe';
import { bookingRepository } from '../../data-access/shared/booking-repository';
import { purchaseRepository } from '../../data-access/credits/purchase-repository';
import { bookingApi } from '@wsms/contracts/api';
import { clientHeaders, describeContract, internalHeaders, type ContractCases } from '@wsms/service-kit/testing';
import {
  asRole,
  buildCheckout,
  confirmedCheckout,
  heldCheckout,
  mailedConfirmLink,
  insertInstructor,
  insertWeek,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';
import { consentGateCases, useConsentGateStack } from '../../testing/consent-gate-stack';
import { creditClient, issueCredits } from '../../testing/credit-test-kit';
import { instructorClientsCases, useInstructorClientsStack } from '../../testing/instructor-clients-stack';
import { waitlistCases } from '../../testing/waitlist-kit';

const WEBHOOK_SECRET = 'whsec_contract_secret';
const clock = testClock('2030-01-07T12:00:00Z'); // Monday 07:00 in New York
const TUESDAY = '2030-01-08';
const UNKNOWN_ID = '0123456789abcdef01234567';
const UNKNOWN_BOOKING = 'unknown-booking-id-0000';

let catalog: TestCatalog;
let booking: TestBooking;
let stripeBooking: TestBooking;
let limitedBooking: TestBooking;
const clientsStack = useInstructorClientsStack();
const consentStack = useConsentGateStack();

// The webhook cases never call Stripe (their event names no booking), so no stripe-mock is needed:
// the API base points at a closed port, and a call to it would fail the case.
beforeAll(async () => {
  catalog = await startCatalog();
  [booking, stripeBooking, limitedBooking] = await Promise.all([
    startBooking({ catalog, clock }),
    startBooking({
      catalog,
      clock,
      env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: 'http://127.0.0.1:9' },
    }),
    startBooking({ catalog, clock, env: { CHECKOUT_MAX_PER_ADDRESS_PER_10_MIN: '1', MESSAGES_MAX_PER_10_MIN: '1' } }),
  ]);
});
afterAll(async () => {
  await booking?.stop();
  await stripeBooking?.stop();
  await limitedBooking?.stop();
  await catalog?.stop();
});

const admin = asRole('admin');
const client = asRole('user', 'jamie.rivera@example.com');
const internal = internalHeaders();

/** A fresh bookable instructor (Monday to Saturday, 09:00-17:00) and staff headers matching their e-mail. */
async function instructor() {
  const created = await insertInstructor(catalog);
  await insertWeek(booking.db, created.id);
  return { ...created, staff: asRole('staff', created.email) };
}
const staffWithoutProfile = () => asRole('staff', `nobody.${Date.now()}@example.com`);

/** A held booking and the key of its checkout link. */
async function held(instructorId?: string) {
  const id = instructorId ?? (await instructor()).id;
  return heldCheckout(booking, buildCheckout(id, { sessionDate: TUESDAY }));
}
const heldBooking = async (instructorId?: string) => (await held(instructorId)).bookingId;
const keyed = (key: string) => ({ 'x-booking-key': key });
const confirmed = async () => confirmedCheckout(booking, buildCheckout((await instructor()).id, { sessionDate: TUESDAY }));

/** A staff member whose instructor has one held booking (so lists are not empty). */
async function busyCoach() {
  const coach = await instructor();
  await heldBooking(coach.id);
  return coach;
}

async function slotOf(coach: Awaited<ReturnType<typeof instructor>>) {
  const body = { dayOfWeek: 3, startTime: '18:00', endTime: '20:00', location: 'Woburn' };
  const res = await booking.api.request('POST', '/api/instructor/availability', body, coach.staff);
  return ((await res.json()) as { id: string }).id;
}

const templateBody = { name: 'Mornings', schedulePattern: [{ dayOfWeek: 4, startTime: '07:00', endTime: '09:00', location: 'Weymouth' }] };
async function templateOf(coach: Awaited<ReturnType<typeof instructor>>) {
  const res = await booking.api.request('POST', '/api/instructor/availability-templates', templateBody, coach.staff);
  return ((await res.json()) as { id: string }).id;
}

const signedEvent = (payload: string) => ({
  'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
});
const sessionEvent = JSON.stringify({
  id: 'evt_contract',
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_test_contract', object: 'checkout.session', metadata: {}, payment_status: 'paid' } },
});

/** The same 401 / 403 cases for every route of the staff dashboard's instructor area. */
const staffOnly = (request: () => Promise<{ params?: Record<string, string>; body?: unknown }>) => [
  { when: 'a signed-out visitor calls it', status: 401, request },
  // Fresh headers: a signed identity lives 60 s, and late cases run longer after the start than that.
  { when: 'a client calls it', status: 403, request: async () => ({ ...(await request()), headers: asRole('user', 'jamie.rivera@example.com') }) },
];
const withoutProfile = (request: () => Promise<{ params?: Record<string, string>; body?: unknown }>) => ({
  when: 'a staff member without an instructor profile calls it',
  status: 404,
  request: async () => ({ ...(await request()), headers: staffWithoutProfile() }),
});
const none = async () => ({});

const cases: Omit<ContractCases<typeof bookingApi>, keyof typeof sessionRouteCases | keyof typeof creditRouteCases> = {
  ...instructorClientsCases(clientsStack.get),
  ...consentGateCases(consentStack.get),
  ...waitlistCases(() => ({ booking, catalog })),
  freeTimes: [
    { when: 'anyone asks for free times on a Tuesday', status: 200, request: async () => ({ params: { id: (await instructor()).id }, query: { date: TUESDAY } }) },
    { when: 'the date is not yyyy-MM-dd', status: 400, request: { params: { id: UNKNOWN_ID }, query: { date: 'tomorrow' } } },
    { when: 'the instructor does not exist', status: 404, request: { params: { id: UNKNOWN_ID }, query: { date: TUESDAY } } },
  ],
  listBookings: [
    { when: 'a client lists their bookings', status: 200, request: async () => (await heldBooking(), { headers: client }) },
    { when: 'an admin lists confirmed bookings', status: 200, request: { query: { status: 'confirmed' }, headers: admin } },
    { when: 'the status filter is unknown', status: 400, request: { query: { status: 'lost' }, headers: client } },
    { when: 'a signed-out visitor lists bookings', status: 401 },
    { when: "a client asks for someone else's bookings", status: 403, request: { query: { clientEmail: 'other@example.com' }, headers: client } },
  ],
  checkoutConfig: [{ when: 'the booking form asks whether a bot check is needed', status: 200 }],
  startCheckout: [
    { when: 'a visitor checks out a free time', status: 201, request: async () => ({ body: buildCheckout((await instructor()).id, { sessionDate: TUESDAY }) }) },
    { when: 'the booking data is missing', status: 400, request: { body: { instructorId: UNKNOWN_ID } } },
    { when: 'the instructor does not exist', status: 404, request: { body: buildCheckout(UNKNOWN_ID, { sessionDate: TUESDAY }) } },
    {
      when: 'the time was just taken',
      status: 409,
      request: async () => {
        const body = buildCheckout((await instructor()).id, { sessionDate: TUESDAY });
        await booking.api.checkout(body);
        return { body };
      },
    },
    {
      when: 'a signed-out visitor asks to pay with a credit',
      status: 401,
      request: async () => ({ body: { ...buildCheckout((await instructor()).id, { sessionDate: TUESDAY }), paymentMethod: 'credit' } }),
    },
    {
      when: 'a client asks to pay with a credit for another e-mail',
      status: 403,
      request: async () => ({
        body: { ...buildCheckout((await instructor()).id, { sessionDate: TUESDAY, clientEmail: 'someone.else@example.com' }), paymentMethod: 'credit' },
        headers: asRole('user', 'jamie.rivera@example.com'),
      }),
    },
    {
      when: 'the same address checked out once with a limit of one per 10 minutes',
      status: 429,
      on: 'limited',
      request: async () => {
        const headers = clientHeaders('198.51.100.7');
        await limitedBooking.api.request('POST', '/api/bookings/checkout', { instructorId: UNKNOWN_ID }, headers);
        return { body: buildCheckout(UNKNOWN_ID, { sessionDate: TUESDAY }), headers };
      },
    },
  ],
  createBooking: [
    { when: 'an admin books a confirmed session', status: 201, request: async () => ({ body: buildCheckout((await instructor()).id, { sessionDate: TUESDAY }), headers: admin }) },
    { when: 'an admin sends a Sunday', status: 400, request: { body: buildCheckout(UNKNOWN_ID, { sessionDate: '2030-01-13' }), headers: admin } },
    { when: 'a signed-out visitor books directly', status: 401, request: { body: buildCheckout(UNKNOWN_ID) } },
    { when: 'a staff member books directly', status: 403, request: { body: buildCheckout(UNKNOWN_ID), headers: asRole('staff') } },
    { when: 'the instructor does not exist', status: 404, request: { body: buildCheckout(UNKNOWN_ID, { sessionDate: TUESDAY }), headers: admin } },
    {
      when: 'the time is taken',
      status: 409,
      request: async () => {
        const body = buildCheckout((await instructor()).id, { sessionDate: TUESDAY });
        await booking.api.checkout(body);
        return { body, headers: admin };
      },
    },
  ],
  markPaid: [
    {
      when: "the instructor's staff member marks an at-gym payment paid",
      status: 200,
      request: async () => {
        const coach = await instructor();
        const { bookingId } = await confirmedCheckout(booking, buildCheckout(coach.id, { sessionDate: TUESDAY }));
        return { params: { id: bookingId }, headers: coach.staff };
      },
    },
    { when: 'the booking id is malformed', status: 400, request: { params: { id: 'short' }, headers: admin } },
    { when: 'a signed-out visitor marks a booking paid', status: 401, request: { params: { id: UNKNOWN_BOOKING } } },
    { when: 'a client marks a booking paid', status: 403, request: { params: { id: UNKNOWN_BOOKING }, headers: client } },
    {
      when: "a staff member marks another instructor's booking paid",
      status: 404,
      request: async () => ({ params: { id: (await confirmed()).bookingId }, headers: (await instructor()).staff }),
    },
    { when: 'the booking is still only held', status: 409, request: async () => ({ params: { id: await heldBooking() }, headers: admin }) },
  ],
  getCheckout: [
    {
      when: 'the checkout page loads a held booking with its key',
      status: 200,
      request: async () => {
        const { bookingId, viewKey } = await held();
        return { params: { bookingId }, headers: keyed(viewKey) };
      },
    },
    { when: 'the booking id is malformed', status: 400, request: { params: { bookingId: 'short' } } },
    { when: 'the booking id comes without its key', status: 404, request: async () => ({ params: { bookingId: await heldBooking() } }) },
  ],
  confirmCheckout: [
    {
      when: 'the booker confirms with the e-mailed key',
      status: 200,
      request: async () => {
        const { bookingId } = await held();
        return { params: { bookingId }, headers: keyed((await mailedConfirmLink(booking, bookingId)).key) };
      },
    },
    { when: 'the booking id is malformed', status: 400, request: { params: { bookingId: 'short' } } },
    {
      when: 'a guest confirms with the checkout link key only',
      status: 403,
      request: async () => {
        const { bookingId, viewKey } = await held();
        return { params: { bookingId }, headers: keyed(viewKey) };
      },
    },
    { when: 'the booking id comes without its key', status: 404, request: async () => ({ params: { bookingId: await heldBooking() } }) },
    {
      when: 'the booking was cancelled',
      status: 409,
      request: async () => {
        const { bookingId, viewKey } = await held();
        const { key } = await mailedConfirmLink(booking, bookingId);
        await booking.api.cancel(bookingId, viewKey);
        return { params: { bookingId }, headers: keyed(key) };
      },
    },
  ],
  cancelCheckout: [
    {
      when: 'the client gives up a held booking',
      status: 200,
      request: async () => {
        const { bookingId, viewKey } = await held();
        return { params: { bookingId }, headers: keyed(viewKey) };
      },
    },
    { when: 'the booking id is malformed', status: 400, request: { params: { bookingId: 'short' } } },
    { when: 'the booking id comes without its key', status: 404, request: async () => ({ params: { bookingId: await heldBooking() } }) },
    {
      when: 'the booking is already confirmed',
      status: 409,
      request: async () => {
        const { bookingId, viewKey } = await confirmed();
        return { params: { bookingId }, headers: keyed(viewKey) };
      },
    },
  ],
  reportSummary: [
    { when: 'an admin asks for a month of figures', status: 200, request: async () => (await confirmed(), { query: { from: '2030-01-01', to: '2030-01-31' }, headers: admin }) },
    { when: 'the range ends before it starts', status: 400, request: { query: { from: '2030-02-01', to: '2030-01-01' }, headers: admin } },
    { when: 'a signed-out visitor asks', status: 401, request: { query: { from: '2030-01-01', to: '2030-01-31' } } },
    { when: 'a staff member asks', status: 403, request: { query: { from: '2030-01-01', to: '2030-01-31' }, headers: asRole('staff') } },
  ],
  reportSeries: [
    { when: 'an admin asks for sessions booked per week', status: 200, request: { query: { metric: 'booked', interval: 'week', from: '2030-01-01', to: '2030-01-31' }, headers: admin } },
    { when: 'the metric is unknown', status: 400, request: { query: { metric: 'profit', from: '2030-01-01', to: '2030-01-31' }, headers: admin } },
    { when: 'a signed-out visitor asks', status: 401, request: { query: { metric: 'booked', from: '2030-01-01', to: '2030-01-31' } } },
    { when: 'a client asks', status: 403, request: { query: { metric: 'booked', from: '2030-01-01', to: '2030-01-31' }, headers: client } },
  ],
  reportExport: [
    { when: 'an admin exports a month of sessions', status: 200, request: { query: { kind: 'sessions', from: '2030-01-01', to: '2030-01-31' }, headers: admin } },
    { when: 'the export kind is unknown', status: 400, request: { query: { kind: 'everything', from: '2030-01-01', to: '2030-01-31' }, headers: admin } },
    { when: 'a signed-out visitor exports', status: 401, request: { query: { kind: 'sessions', from: '2030-01-01', to: '2030-01-31' } } },
    { when: 'a staff member exports', status: 403, request: { query: { kind: 'sessions', from: '2030-01-01', to: '2030-01-31' }, headers: asRole('staff') } },
  ],
  internalReportLag: [
    { when: 'operations ask how far the figures are behind', status: 200, request: { headers: internal } },
    { when: 'a caller without the internal secret asks', status: 403 },
    { when: 'an admin asks without the internal secret', status: 403, request: { headers: admin } },
  ],
  listOutbox: [
    { when: 'an admin reads the outbox', status: 200, request: async () => (await heldBooking(), { headers: admin }) },
    { when: 'a signed-out visitor reads the outbox', status: 401 },
    { when: 'a staff member reads the outbox', status: 403, request: { headers: asRole('staff') } },
    { when: 'the page size is over 200', status: 400, request: { query: { limit: '201' }, headers: admin } },
  ],
  queueEmail: [
    {
      when: 'another service queues an e-mail',
      status: 202,
      request: { body: { to: 'new.client@example.com', subject: 'Verify', text: 'Open the link', kind: 'verify-email' }, headers: internal },
    },
    { when: 'the e-mail has no recipient', status: 400, request: { body: { subject: 'Verify', text: 'x', kind: 'verify-email' }, headers: internal } },
    { when: 'a caller without the internal secret queues one', status: 403, request: { body: { to: 'a@example.com', subject: 's', text: 't', kind: 'k' } } },
  ],
  stripeWebhook: [
    { when: 'Stripe sends a signed event', status: 200, on: 'stripe', request: { body: sessionEvent, headers: signedEvent(sessionEvent) } },
    { when: 'an unsigned event arrives', status: 400, on: 'stripe', request: { body: sessionEvent } },
  ],

  instructorProfile: [
    { when: 'a staff member opens their profile', status: 200, request: async () => ({ headers: (await instructor()).staff }) },
    { when: 'an unknown filter is sent', status: 400, request: async () => ({ query: { colour: 'red' }, headers: (await instructor()).staff }) },
    ...staffOnly(none),
    withoutProfile(none),
  ],
  instructorBookings: [
    { when: 'a staff member lists their bookings', status: 200, request: async () => ({ query: { status: 'pending' }, headers: (await busyCoach()).staff }) },
    { when: 'the status filter is unknown', status: 400, request: async () => ({ query: { status: 'lost' }, headers: (await instructor()).staff }) },
    ...staffOnly(none),
    withoutProfile(none),
  ],
  listSlots: [
    { when: 'a staff member lists their slots', status: 200, request: async () => ({ headers: (await instructor()).staff }) },
    { when: 'the instructor id is empty', status: 400, request: async () => ({ query: { instructorId: '' }, headers: (await instructor()).staff }) },
    ...staffOnly(none),
    withoutProfile(none),
  ],
  createSlot: [
    {
      when: 'a staff member adds a weekly slot',
      status: 201,
      request: async () => ({ body: { dayOfWeek: 3, startTime: '18:00', endTime: '20:00', location: 'Woburn' }, headers: (await instructor()).staff }),
    },
    {
      when: 'the slot ends before it starts',
      status: 400,
      request: async () => ({ body: { dayOfWeek: 3, startTime: '20:00', endTime: '18:00', location: 'Woburn' }, headers: (await instructor()).staff }),
    },
    ...staffOnly(async () => ({ body: { dayOfWeek: 3, startTime: '18:00', endTime: '20:00', location: 'Woburn' } })),
    withoutProfile(async () => ({ body: { dayOfWeek: 3, startTime: '18:00', endTime: '20:00', location: 'Woburn' } })),
  ],
  updateSlot: [
    {
      when: 'a staff member moves their slot',
      status: 200,
      request: async () => {
        const coach = await instructor();
        return { params: { id: await slotOf(coach) }, body: { endTime: '21:00' }, headers: coach.staff };
      },
    },
    { when: 'the time is not a whole hour', status: 400, request: async () => ({ params: { id: UNKNOWN_ID }, body: { endTime: '21:30' }, headers: (await instructor()).staff }) },
    ...staffOnly(async () => ({ params: { id: UNKNOWN_ID }, body: { endTime: '21:00' } })),
    { when: 'the slot does not exist', status: 404, request: async () => ({ params: { id: UNKNOWN_ID }, body: { endTime: '21:00' }, headers: (await instructor()).staff }) },
  ],
  deleteSlot: [
    {
      when: 'a staff member removes their slot',
      status: 204,
      request: async () => {
        const coach = await instructor();
        return { params: { id: await slotOf(coach) }, headers: coach.staff };
      },
    },
    { when: 'the id is too long', status: 400, request: async () => ({ params: { id: 'x'.repeat(65) }, headers: (await instructor()).staff }) },
    ...staffOnly(async () => ({ params: { id: UNKNOWN_ID } })),
    { when: 'the slot does not exist', status: 404, request: async () => ({ params: { id: UNKNOWN_ID }, headers: (await instructor()).staff }) },
  ],
  listTemplates: [
    {
      when: 'a staff member lists their templates',
      status: 200,
      request: async () => {
        const coach = await instructor();
        await templateOf(coach);
        return { headers: coach.staff };
      },
    },
    { when: 'an unknown filter is sent', status: 400, request: async () => ({ query: { colour: 'red' }, headers: (await instructor()).staff }) },
    ...staffOnly(none),
    withoutProfile(none),
  ],
  createTemplate: [
    { when: 'a staff member saves a template', status: 201, request: async () => ({ body: templateBody, headers: (await instructor()).staff }) },
    { when: 'the pattern is empty', status: 400, request: async () => ({ body: { ...templateBody, schedulePattern: [] }, headers: (await instructor()).staff }) },
    ...staffOnly(async () => ({ body: templateBody })),
    withoutProfile(async () => ({ body: templateBody })),
  ],
  applyTemplate: [
    {
      when: 'a staff member applies their template',
      status: 201,
      request: async () => {
        const coach = await instructor();
        return { params: { id: await templateOf(coach) }, headers: coach.staff };
      },
    },
    { when: 'the id is too long', status: 400, request: async () => ({ params: { id: 'x'.repeat(65) }, headers: (await instructor()).staff }) },
    ...staffOnly(async () => ({ params: { id: UNKNOWN_ID } })),
    { when: 'the template does not exist', status: 404, request: async () => ({ params: { id: UNKNOWN_ID }, headers: (await instructor()).staff }) },
  ],
  deleteTemplate: [
    {
      when: 'a staff member removes their template',
      status: 204,
      request: async () => {
        const coach = await instructor();
        return { params: { id: await templateOf(coach) }, headers: coach.staff };
      },
    },
    { when: 'the id is too long', status: 400, request: async () => ({ params: { id: 'x'.repeat(65) }, headers: (await instructor()).staff }) },
    ...staffOnly(async () => ({ params: { id: UNKNOWN_ID } })),
    { when: 'the template does not exist', status: 404, request: async () => ({ params: { id: UNKNOWN_ID }, headers: (await instructor()).staff }) },
  ],
};

const MONDAY = '2030-01-07'; // today on the test clock: a 16:00 session is inside the 24-hour cut-off
const bookingPath = (bookingId: string) => ({ params: { id: bookingId } });

/** A confirmed Tuesday session of a fresh coach for a fresh verified client (on `target`). */
async function session(target: TestBooking = booking, bookingData: Record<string, string> = {}) {
  const created = await insertInstructor(catalog);
  await insertWeek(target.db, created.id);
  const clientEmail = `client.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const { bookingId, viewKey } = await confirmedCheckout(target, buildCheckout(created.id, { sessionDate: TUESDAY, clientEmail, ...bookingData }));
  return { bookingId, viewKey, coachId: created.id, coach: asRole('staff', created.email), client: asRole('user', clientEmail), clientEmail };
}
/** A confirmed session that started an hour before the test clock's now (Monday 06:00 in New York). */
async function startedSession() {
  const s = await session();
  await bookingRepository(booking.db).update(s.bookingId, { date: MONDAY, time: '06:00', startsAt: new Date('2030-01-07T11:00:00Z') });
  return s;
}
/** A held (pending) booking of a verified client. */
async function pendingSession() {
  const coach = await instructor();
  const clientEmail = `pending.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const { bookingId } = await heldCheckout(booking, buildCheckout(coach.id, { sessionDate: TUESDAY, clientEmail }));
  return { bookingId, client: asRole('user', clientEmail), coach: coach.staff };
}
const freshClient = () => asRole('user', 'jamie.rivera@example.com');
const stranger = () => asRole('user', `stranger.${Date.now()}@example.com`);
const otherCoach = async () => (await instructor()).staff;
const staffCases = (request: () => Promise<{ params?: Record<string, string>; body?: unknown }>) => [
  { when: 'a signed-out visitor calls it', status: 401, request },
  { when: "another instructor's staff member calls it", status: 403, request: async () => ({ ...(await request()), headers: await otherCoach() }) },
];
const sessionCases = (request: () => Promise<{ params?: Record<string, string>; body?: unknown }>) => [
  { when: 'a signed-out visitor calls it', status: 401, request },
  { when: 'a client who is not the booking\'s calls it', status: 403, request: async () => ({ ...(await request()), headers: stranger() }) },
  { when: 'the booking does not exist', status: 404, request: async () => ({ ...(await request()), params: { id: UNKNOWN_BOOKING }, headers: asRole('admin') }) },
  { when: 'the booking id is malformed', status: 400, request: async () => ({ ...(await request()), params: { id: 'short' }, headers: asRole('admin') }) },
];
const feedToken = async () => {
  const coach = await instructor();
  const res = await booking.api.request('POST', '/api/instructor/calendar-feed', undefined, coach.staff);
  return new URL(((await res.json()) as { url: string }).url).searchParams.get('token')!;
};

const sessionRouteCases: Pick<
  ContractCases<typeof bookingApi>,
  | 'cancelPreview'
  | 'cancelBooking'
  | 'rescheduleBooking'
  | 'completeBooking'
  | 'setBookingStatus'
  | 'getSessionNote'
  | 'saveSessionNote'
  | 'listMessages'
  | 'sendMessage'
  | 'markMessagesRead'
  | 'unreadMessages'
  | 'bookingCalendarFile'
  | 'calendarFeedStatus'
  | 'createCalendarFeed'
  | 'revokeCalendarFeed'
  | 'calendarFeed'
> = {
  cancelPreview: [
    { when: 'the client asks more than 24 hours ahead', status: 200, request: async () => { const s = await session(); return { ...bookingPath(s.bookingId), headers: s.client }; } },
    { when: 'the instructor asks inside the cut-off', status: 200, request: async () => { const s = await session(booking, { sessionDate: MONDAY, time: '16:00' }); return { ...bookingPath(s.bookingId), headers: s.coach }; } },
    ...sessionCases(async () => ({ ...bookingPath((await session()).bookingId) })),
    {
      when: 'the session is already cancelled',
      status: 409,
      request: async () => {
        const s = await session();
        await booking.api.request('POST', `/api/bookings/${s.bookingId}/cancel`, {}, s.client);
        return { ...bookingPath(s.bookingId), headers: s.client };
      },
    },
  ],
  cancelBooking: [
    { when: 'the client cancels more than 24 hours ahead', status: 200, request: async () => { const s = await session(); return { ...bookingPath(s.bookingId), body: {}, headers: s.client }; } },
    { when: 'the instructor gives no reason', status: 400, request: async () => { const s = await session(); return { ...bookingPath(s.bookingId), body: {}, headers: s.coach }; } },
    ...sessionCases(async () => ({ ...bookingPath((await session()).bookingId), body: { reason: 'Ill' } })),
    {
      when: 'the client cancels inside the cut-off',
      status: 409,
      request: async () => { const s = await session(booking, { sessionDate: MONDAY, time: '16:00' }); return { ...bookingPath(s.bookingId), body: {}, headers: s.client }; },
    },
  ],
  rescheduleBooking: [
    { when: 'the client moves to a free hour', status: 200, request: async () => { const s = await session(); return { ...bookingPath(s.bookingId), body: { sessionDate: TUESDAY, time: '14:00' }, headers: s.client }; } },
    { when: 'the new date is a Sunday', status: 400, request: async () => { const s = await session(); return { ...bookingPath(s.bookingId), body: { sessionDate: '2030-01-13', time: '10:00' }, headers: s.client }; } },
    ...sessionCases(async () => ({ ...bookingPath((await session()).bookingId), body: { sessionDate: TUESDAY, time: '14:00' } })),
    { when: 'the new hour is outside the instructor\'s slots', status: 409, request: async () => { const s = await session(); return { ...bookingPath(s.bookingId), body: { sessionDate: TUESDAY, time: '20:00' }, headers: s.client }; } },
  ],
  completeBooking: [
    { when: 'the verified client completes a pending booking paid at the gym', status: 200, request: async () => { const p = await pendingSession(); return { ...bookingPath(p.bookingId), headers: p.client }; } },
    ...sessionCases(async () => ({ ...bookingPath((await pendingSession()).bookingId) })),
    { when: 'the booking is already confirmed', status: 409, request: async () => { const s = await session(); return { ...bookingPath(s.bookingId), headers: s.client }; } },
  ],
  setBookingStatus: [
    { when: 'the instructor marks a started session completed', status: 200, request: async () => { const s = await startedSession(); return { ...bookingPath(s.bookingId), body: { status: 'completed' }, headers: s.coach }; } },
    { when: 'the session has not started yet', status: 409, request: async () => { const s = await session(); return { ...bookingPath(s.bookingId), body: { status: 'completed' }, headers: s.coach }; } },
    { when: 'the status is unknown', status: 400, request: async () => { const s = await session(); return { ...bookingPath(s.bookingId), body: { status: 'done' }, headers: s.coach }; } },
    ...staffCases(async () => ({ ...bookingPath((await session()).bookingId), body: { status: 'completed' } })),
    { when: 'the booking does not exist', status: 404, request: () => ({ ...bookingPath(UNKNOWN_BOOKING), body: { status: 'completed' }, headers: asRole('admin') }) },
    { when: 'the booking is only held', status: 409, request: async () => { const p = await pendingSession(); return { ...bookingPath(p.bookingId), body: { status: 'completed' }, headers: p.coach }; } },
  ],
  getSessionNote: [
    {
      when: 'the client reads the next steps',
      status: 200,
      request: async () => {
        const s = await session();
        await booking.api.request('PUT', `/api/bookings/${s.bookingId}/notes`, { nextSteps: 'Hip mobility daily' }, s.coach);
        return { ...bookingPath(s.bookingId), headers: s.client };
      },
    },
    ...sessionCases(async () => ({ ...bookingPath((await session()).bookingId) })),
  ],
  saveSessionNote: [
    { when: 'the instructor writes notes', status: 200, request: async () => { const s = await session(); return { ...bookingPath(s.bookingId), body: { notes: 'Good', sessionRating: 4, clientProgress: 'Better', nextSteps: 'Drills' }, headers: s.coach }; } },
    { when: 'the rating is 6', status: 400, request: async () => { const s = await session(); return { ...bookingPath(s.bookingId), body: { sessionRating: 6 }, headers: s.coach }; } },
    ...staffCases(async () => ({ ...bookingPath((await session()).bookingId), body: { notes: 'x' } })),
    { when: 'the booking does not exist', status: 404, request: () => ({ ...bookingPath(UNKNOWN_BOOKING), body: { notes: 'x' }, headers: asRole('admin') }) },
    { when: 'the booking is only held', status: 409, request: async () => { const p = await pendingSession(); return { ...bookingPath(p.bookingId), body: { notes: 'x' }, headers: p.coach }; } },
  ],
  listMessages: [
    {
      when: 'the instructor reads a thread',
      status: 200,
      request: async () => {
        const s = await session();
        await booking.api.request('POST', `/api/bookings/${s.bookingId}/messages`, { message: 'See you Tuesday' }, s.client);
        return { ...bookingPath(s.bookingId), headers: s.coach };
      },
    },
    ...sessionCases(async () => ({ ...bookingPath((await session()).bookingId) })),
  ],
  sendMessage: [
    { when: 'the client writes to the instructor', status: 201, request: async () => { const s = await session(); return { ...bookingPath(s.bookingId), body: { message: 'Hello' }, headers: s.client }; } },
    ...sessionCases(async () => ({ ...bookingPath((await session()).bookingId), body: { message: 'Hello' } })).map((c) => (c.status === 400 ? { ...c, when: 'the message is empty', request: async () => { const s = await session(); return { ...bookingPath(s.bookingId), body: { message: ' ' }, headers: s.client }; } } : c)),
    { when: 'the booking is only held', status: 409, request: async () => { const p = await pendingSession(); return { ...bookingPath(p.bookingId), body: { message: 'Hello' }, headers: p.client }; } },
    {
      when: 'the client already wrote once with a limit of one per 10 minutes',
      status: 429,
      on: 'limited',
      request: async () => {
        const s = await session(limitedBooking);
        await limitedBooking.api.request('POST', `/api/bookings/${s.bookingId}/messages`, { message: 'First' }, s.client);
        return { ...bookingPath(s.bookingId), body: { message: 'Second' }, headers: s.client };
      },
    },
  ],
  markMessagesRead: [
    { when: 'the client opens the thread', status: 204, request: async () => { const s = await session(); return { ...bookingPath(s.bookingId), headers: s.client }; } },
    ...sessionCases(async () => ({ ...bookingPath((await session()).bookingId) })),
  ],
  unreadMessages: [
    {
      when: 'the instructor has an unread message',
      status: 200,
      request: async () => {
        const s = await session();
        await booking.api.request('POST', `/api/bookings/${s.bookingId}/messages`, { message: 'Hi coach' }, s.client);
        return { headers: s.coach };
      },
    },
    { when: 'a client asks for theirs', status: 200, request: () => ({ headers: freshClient() }) },
    { when: 'an unknown filter is sent', status: 400, request: () => ({ query: { colour: 'red' }, headers: freshClient() }) },
    { when: 'a signed-out visitor asks', status: 401 },
    { when: "a staff member names another instructor", status: 403, request: async () => ({ query: { instructorId: (await instructor()).id }, headers: (await instructor()).staff }) },
    { when: 'a staff member without an instructor profile asks', status: 404, request: () => ({ headers: staffWithoutProfile() }) },
  ],
  bookingCalendarFile: [
    { when: 'the client downloads the session file', status: 200, request: async () => { const s = await session(); return { ...bookingPath(s.bookingId), headers: s.client }; } },
    { when: 'the token is malformed', status: 400, request: async () => ({ ...bookingPath(await heldBooking()), query: { token: 'x' } }) },
    { when: 'the booking id comes without a token or session', status: 404, request: async () => ({ ...bookingPath((await session()).bookingId) }) },
  ],
  calendarFeedStatus: [
    { when: 'a staff member asks whether they have a feed', status: 200, request: async () => ({ headers: (await instructor()).staff }) },
    { when: 'an unknown filter is sent', status: 400, request: async () => ({ query: { colour: 'red' }, headers: (await instructor()).staff }) },
    ...staffOnly(none),
    withoutProfile(none),
  ],
  createCalendarFeed: [
    { when: 'a staff member makes a feed', status: 201, request: async () => ({ headers: (await instructor()).staff }) },
    { when: 'an admin without an instructor record names none', status: 400, request: () => ({ headers: asRole('admin') }) },
    ...staffOnly(none),
    withoutProfile(none),
  ],
  revokeCalendarFeed: [
    { when: 'a staff member turns their feed off', status: 204, request: async () => ({ headers: (await instructor()).staff }) },
    { when: 'an unknown filter is sent', status: 400, request: async () => ({ query: { colour: 'red' }, headers: (await instructor()).staff }) },
    ...staffOnly(none),
    withoutProfile(none),
  ],
  calendarFeed: [
    { when: 'a calendar app fetches the feed', status: 200, request: async () => ({ query: { token: await feedToken() } }) },
    { when: 'the token is missing', status: 400 },
    { when: 'the token is unknown or revoked', status: 404, request: { query: { token: 'A'.repeat(43) } } },
  ],
};

/** A package on sale (or taken off sale), created by an admin through the API. */
async function packageOf(isActive = true) {
  const body = { name: `Five pack ${Date.now()}`, sessions: 5, priceCents: 40000, validDays: 90, sessionTypes: ['technique'], isActive };
  const res = await booking.api.request('POST', '/api/packages', body, admin);
  return ((await res.json()) as { id: string }).id;
}
/** A verified buyer's pending purchase, paid at the gym. */
async function purchaseOf() {
  const buyer = creditClient('buyer');
  const res = await booking.api.request('POST', `/api/packages/${await packageOf()}/purchase`, undefined, buyer.headers);
  return ((await res.json()) as { purchaseId: string }).purchaseId;
}
/** A credit booking on Monday 16:00 (inside the cut-off), cancelled late by its client: its credit is forfeited. */
async function forfeitedBooking() {
  const coach = await instructor();
  const client = creditClient();
  await issueCredits(booking.db, client);
  const res = await booking.api.checkout({ ...buildCheckout(coach.id, { sessionDate: MONDAY, time: '16:00', clientEmail: client.email }), paymentMethod: 'credit' }, client.headers);
  const { bookingId } = (await res.json()) as { bookingId: string };
  await booking.api.request('POST', `/api/bookings/${bookingId}/cancel`, { acceptLateCancel: true }, client.headers);
  return { bookingId, coach };
}
const validPackage = { name: 'Ten pack', sessions: 10, priceCents: 75000, validDays: 180, sessionTypes: ['technique', 'conditioning'] };

const creditRouteCases: Pick<
  ContractCases<typeof bookingApi>,
  'listPackages' | 'packageSales' | 'createPackage' | 'updatePackage' | 'purchasePackage' | 'listPurchases' | 'markPurchasePaid' | 'myCredits' | 'waiveForfeit'
> = {
  listPackages: [
    { when: 'a visitor lists the packages on sale', status: 200, request: async () => (await packageOf(), {}) },
    { when: 'an admin lists every package', status: 200, request: async () => (await packageOf(false), { headers: admin }) },
  ],
  packageSales: [
    { when: 'an admin reads what each package sold', status: 200, request: async () => (await purchaseOf(), { headers: admin }) },
    { when: 'a signed-out visitor reads them', status: 401 },
    { when: 'a client reads them', status: 403, request: { headers: client } },
  ],
  createPackage: [
    { when: 'an admin puts a package on sale', status: 201, request: { body: validPackage, headers: admin } },
    { when: 'the package has 51 sessions', status: 400, request: { body: { ...validPackage, sessions: 51 }, headers: admin } },
    { when: 'a signed-out visitor creates one', status: 401, request: { body: validPackage } },
    { when: 'a staff member creates one', status: 403, request: { body: validPackage, headers: asRole('staff') } },
  ],
  updatePackage: [
    { when: 'an admin takes a package off sale', status: 200, request: async () => ({ params: { id: await packageOf() }, body: { isActive: false }, headers: admin }) },
    { when: 'the price is zero', status: 400, request: async () => ({ params: { id: await packageOf() }, body: { priceCents: 0 }, headers: admin }) },
    { when: 'a signed-out visitor changes one', status: 401, request: { params: { id: UNKNOWN_ID }, body: { isActive: false } } },
    { when: 'a client changes one', status: 403, request: { params: { id: UNKNOWN_ID }, body: { isActive: false }, headers: client } },
    { when: 'the package does not exist', status: 404, request: { params: { id: UNKNOWN_ID }, body: { isActive: false }, headers: admin } },
  ],
  purchasePackage: [
    { when: 'a verified client buys a package', status: 201, request: async () => ({ params: { id: await packageOf() }, headers: creditClient('buyer').headers }) },
    { when: 'the package id is too long', status: 400, request: { params: { id: 'x'.repeat(65) }, headers: client } },
    { when: 'a signed-out visitor buys one', status: 401, request: { params: { id: UNKNOWN_ID } } },
    { when: 'a client with an unverified e-mail buys one', status: 403, request: { params: { id: UNKNOWN_ID }, headers: asRole('user', 'new@example.com', { emailVerified: false }) } },
    { when: 'the package does not exist', status: 404, request: { params: { id: UNKNOWN_ID }, headers: client } },
    { when: 'the package is off sale', status: 409, request: async () => ({ params: { id: await packageOf(false) }, headers: client }) },
  ],
  listPurchases: [
    { when: 'staff list the purchases waiting for payment', status: 200, request: async () => (await purchaseOf(), { query: { status: 'pending' }, headers: asRole('staff') }) },
    { when: 'the status filter is unknown', status: 400, request: { query: { status: 'lost' }, headers: admin } },
    { when: 'a signed-out visitor lists them', status: 401 },
    { when: 'a client lists them', status: 403, request: { headers: client } },
  ],
  markPurchasePaid: [
    { when: 'staff record the payment taken at the gym', status: 200, request: async () => ({ params: { id: await purchaseOf() }, headers: asRole('staff') }) },
    { when: 'the purchase id is too long', status: 400, request: { params: { id: 'x'.repeat(65) }, headers: admin } },
    { when: 'a signed-out visitor marks one paid', status: 401, request: { params: { id: UNKNOWN_ID } } },
    { when: 'a client marks one paid', status: 403, request: { params: { id: UNKNOWN_ID }, headers: client } },
    { when: 'the purchase does not exist', status: 404, request: { params: { id: UNKNOWN_ID }, headers: admin } },
    {
      when: 'the purchase is paid online',
      status: 409,
      request: async () => {
        const id = `online-${Date.now()}`;
        await purchaseRepository(booking.db).insert({ _id: id, packageId: 'p', packageName: 'Pack', sessions: 1, priceCents: 100, validDays: 30, sessionTypes: ['technique'], buyerId: 'b', buyerEmail: 'b@example.com', buyerName: 'B', paymentMethod: 'stripe', status: 'pending', purchasedAt: new Date() });
        return { params: { id }, headers: admin };
      },
    },
  ],
  myCredits: [
    { when: 'a client reads their credits', status: 200, request: async () => { const c = creditClient(); await issueCredits(booking.db, c); return { headers: c.headers }; } },
    { when: 'a signed-out visitor reads credits', status: 401 },
  ],
  waiveForfeit: [
    { when: "the instructor's staff waive a forfeited credit", status: 200, request: async () => { const f = await forfeitedBooking(); return { params: { id: f.bookingId }, headers: f.coach.staff }; } },
    { when: 'the booking id is malformed', status: 400, request: { params: { id: 'short' }, headers: admin } },
    { when: 'a signed-out visitor waives', status: 401, request: { params: { id: UNKNOWN_BOOKING } } },
    { when: 'a client waives', status: 403, request: { params: { id: UNKNOWN_BOOKING }, headers: client } },
    { when: "another instructor's staff waive it", status: 403, request: async () => ({ params: { id: (await forfeitedBooking()).bookingId }, headers: (await instructor()).staff }) },
    { when: 'the booking does not exist', status: 404, request: { params: { id: UNKNOWN_BOOKING }, headers: admin } },
    { when: 'the forfeit was waived already', status: 409, request: async () => { const f = await forfeitedBooking(); await booking.api.request('POST', `/api/bookings/${f.bookingId}/waive`, undefined, admin); return { params: { id: f.bookingId }, headers: admin }; } },
  ],
};

describeContract('booking API contract', {
  contracts: bookingApi,
  cases: { ...cases, ...sessionRouteCases, ...creditRouteCases },
  targets: { main: () => booking, stripe: () => stripeBooking, limited: () => limitedBooking, clients: clientsStack.target, consent: consentStack.target },
});
