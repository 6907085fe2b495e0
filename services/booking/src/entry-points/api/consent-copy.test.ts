import { BOOKING_KEY_HEADER, clinicalMessages, type ConsentEvent, type ConsentForm } from '@wsms/contracts';
import { bookingApi } from '@wsms/contracts/api';
import { buildIdentity, freePort, identityHeaders, TEST_INTERNAL_SECRET } from '@wsms/service-kit/testing';
import { clinicalEnv } from '@wsms/content-service/testing/clinical-test-kit';
import { startContent, type TestContent } from '@wsms/content-service/testing/content-test-kit';
import {
  buildCheckout,
  eventually,
  heldCheckout,
  insertInstructor,
  insertWeek,
  mailedConfirmLink,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '../../testing/booking-test-kit';

// Issue 39 item 4: booking keeps a copy of the consent state (content's events, re-read on start),
// so confirmations go on while content is down. Real catalog, content and booking over HTTP.
const clock = testClock('2030-01-07T12:00:00Z');
let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog();
});
afterAll(() => catalog?.stop());

const json = { 'content-type': 'application/json' };
const admin = identityHeaders(buildIdentity({ role: 'admin' }));
const internal = { ...json, 'x-internal-secret': TEST_INTERNAL_SECRET };
let sequence = 0;

/**
 * Content and booking, each knowing the other's URL, on ports chosen first: either can be stopped and
 * started again on its own database where the other expects it. Content sends its events every second.
 */
async function consentPair(label: string, { contentFirst = true }: { contentFirst?: boolean } = {}) {
  const [contentPort, bookingPort] = [await freePort(), await freePort()];
  const contentUrl = `http://127.0.0.1:${contentPort}`;
  const contentEnv: Record<string, string> = { ...clinicalEnv, BOOKING_URL: `http://127.0.0.1:${bookingPort}`, CONSENT_EVENTS_POLL_SECONDS: '1' };
  const bookingEnv: Record<string, string> = { CONTENT_URL: contentUrl, CONSENT_COPY_REREAD_SECONDS: '1' };
  let content: TestContent | null = null;
  let booking: TestBooking | null = null;
  const pair = {
    async startContent() {
      content = await startContent(`consent_copy_${label}`, contentEnv, contentPort);
      contentEnv.MONGODB_URI = content.config.MONGODB_URI;
      return content;
    },
    async stopContent() {
      await content?.stop();
      content = null;
    },
    async startBooking() {
      booking = await startBooking({ catalog, clock, env: bookingEnv, port: bookingPort });
      bookingEnv.MONGODB_URI = booking.config.MONGODB_URI;
      return booking;
    },
    async stopBooking() {
      await booking?.stop();
      booking = null;
    },
    get content() {
      if (!content) throw new Error('content is stopped');
      return content;
    },
    get booking() {
      if (!booking) throw new Error('booking is stopped');
      return booking;
    },
    contentUrl,
    stop: async () => Promise.all([pair.stopBooking(), pair.stopContent()]),
  };
  if (contentFirst) await pair.startContent();
  return pair;
}
type ConsentPair = Awaited<ReturnType<typeof consentPair>>;
const pairs: ConsentPair[] = [];
async function started(label: string) {
  const pair = await consentPair(label);
  pairs.push(pair);
  await pair.startBooking();
  return pair;
}
afterEach(async () => {
  await Promise.all(pairs.splice(0).map((pair) => pair.stop()));
});

async function publishForm(contentUrl: string, title: string) {
  const res = await fetch(`${contentUrl}/api/consent-forms`, { method: 'POST', headers: { ...json, ...admin }, body: JSON.stringify({ title, body: 'I accept the risks of training.' }) });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; version: number };
}
/** A registered client with a verified e-mail, as the gateway presents them. */
function client(label: string) {
  sequence += 1;
  const email = `${label}${sequence}.${Date.now()}@example.com`;
  const headers = identityHeaders(buildIdentity({ role: 'user', email, firstName: 'Jamie', lastName: 'Rivera', emailVerified: true }));
  return { email, headers };
}
async function signInPortal(contentUrl: string, formId: string, headers: Record<string, string>) {
  const res = await fetch(`${contentUrl}/api/user/consents`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify({ formId, signedName: 'Jamie Rivera', agree: true }) });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}
async function held(booking: TestBooking, email: string, headers?: Record<string, string>) {
  const instructor = await insertInstructor(catalog);
  await insertWeek(booking.db, instructor.id);
  return heldCheckout(booking, buildCheckout(instructor.id, { clientEmail: email, time: '10:00' }), headers);
}
/** The portal's "complete" of a signed-in client's held booking (confirmed at once: paid at the gym). */
async function complete(booking: TestBooking, who: { email: string; headers: Record<string, string> }) {
  const { bookingId } = await held(booking, who.email, who.headers);
  return fetch(`${booking.url}/api/bookings/${bookingId}/complete`, { method: 'POST', headers: who.headers });
}
async function confirmAsGuest(booking: TestBooking, bookingId: string) {
  const { key } = await mailedConfirmLink(booking, bookingId);
  return booking.api.confirm(bookingId, key);
}
const copied = (booking: TestBooking, collection: 'forms' | 'signatures', filter: Record<string, unknown> = {}) =>
  eventually(
    () => booking.db.collection(`consent_copy_${collection}`).countDocuments(filter),
    (n) => n > 0,
  );
const copyComplete = (booking: TestBooking) => eventually(() => booking.db.collection('consent_copy_markers').countDocuments(), (n) => n > 0);

describe("booking's copy of the consent state", () => {
  it('When a client signed in the portal and content stops, then their booking confirms from the copy (on any instance); a guest who never signed is still asked, and the page shows the form', async () => {
    const pair = await started('portal');
    const signer = client('signer');
    const form = await publishForm(pair.contentUrl, 'Waiver');
    const signature = await signInPortal(pair.contentUrl, form.id, signer.headers);
    await copyComplete(pair.booking);
    expect(await copied(pair.booking, 'signatures', { _id: signature.id })).toBe(1);
    const guest = await held(pair.booking, `never.signed${Date.now()}@example.com`);

    // A second instance on the same database: content's events reached the first one only.
    const other = await startBooking({ catalog, clock, env: { CONTENT_URL: pair.contentUrl, MONGODB_URI: pair.booking.config.MONGODB_URI } });

    await pair.stopContent();

    const completed = await complete(pair.booking, signer);
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({ booking: { status: 'confirmed' } });
    const onOther = await complete(other, signer);
    await other.stop();
    expect(onOther.status).toBe(200);
    const refused = await confirmAsGuest(pair.booking, guest.bookingId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: clinicalMessages.consentRequired });
    const page = await fetch(`${pair.booking.url}/api/checkout/${guest.bookingId}/consent`, { headers: { [BOOKING_KEY_HEADER]: guest.viewKey } });
    expect(await page.json()).toMatchObject({ required: true, signed: false, form: { id: form.id, version: form.version, title: 'Waiver' } });
  });

  it("When a guest signs on the confirmation page and content stops at once, then that booking confirms and another in the same e-mail is asked (the signature binds its booking only)", async () => {
    const pair = await started('guest');
    const form = await publishForm(pair.contentUrl, 'Waiver (guest)');
    await copied(pair.booking, 'forms', { _id: form.id });
    await copyComplete(pair.booking);
    const email = `guest${Date.now()}@example.com`;
    const first = await held(pair.booking, email);
    const signed = await fetch(`${pair.booking.url}/api/checkout/${first.bookingId}/consent`, {
      method: 'POST',
      headers: { ...json, [BOOKING_KEY_HEADER]: first.viewKey },
      body: JSON.stringify({ formId: form.id, signedName: 'Jamie Rivera', agree: true }),
    });
    expect(signed.status).toBe(201);
    const second = await held(pair.booking, email);

    await pair.stopContent();

    expect((await confirmAsGuest(pair.booking, first.bookingId)).status).toBe(200);
    const refused = await confirmAsGuest(pair.booking, second.bookingId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: clinicalMessages.consentRequired });
  });

  it('When a new form is published while booking is down, then content delivers it once booking is back, a replay changes nothing, and earlier signatures no longer count', async () => {
    const pair = await started('new_version');
    const signer = client('v1');
    const v1 = await publishForm(pair.contentUrl, 'Waiver v1');
    const signature = await signInPortal(pair.contentUrl, v1.id, signer.headers);
    await copied(pair.booking, 'signatures', { _id: signature.id });
    // A signature stored before the copy existed (no delivery mark) is sent too.
    const legacy = await pair.content.db.collection('consent_signatures').insertOne({
      formId: v1.id,
      version: v1.version,
      userId: null,
      email: 'legacy@example.com',
      emailProven: true,
      signedName: 'Legacy Client',
      signedAt: new Date(),
      address: '',
      textHash: 'x',
      bookingId: null,
    });
    expect(await copied(pair.booking, 'signatures', { _id: String(legacy.insertedId) })).toBe(1);

    await pair.stopBooking();
    const v2 = await publishForm(pair.contentUrl, 'Waiver v2');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const pending = await pair.content.db.collection('consent_forms').findOne({ version: v2.version });
    expect(pending).toMatchObject({ sentToBookingAt: null });

    await pair.startBooking();
    expect(await copied(pair.booking, 'forms', { _id: v2.id })).toBe(1);
    const sent = await eventually(() => pair.content.db.collection('consent_forms').findOne({ version: v2.version }), (doc) => doc?.sentToBookingAt instanceof Date);
    expect(sent?.sentToBookingAt).toBeInstanceOf(Date);
    // v1's signatures were dropped with the new version.
    expect(await pair.booking.db.collection('consent_copy_signatures').countDocuments({ version: v1.version })).toBe(0);

    const v2Form = (await (await fetch(`${pair.contentUrl}/api/consent-forms/current`)).json()) as ConsentForm;
    const replay: ConsentEvent[] = [
      { id: `form-${v2.id}`, kind: 'form-published', form: v2Form },
      { id: `form-${v1.id}`, kind: 'form-published', form: { ...v2Form, id: v1.id, version: v1.version, title: 'Waiver v1' } },
      { id: `signature-${signature.id}`, kind: 'signed', signature: { id: signature.id, formId: v1.id, version: v1.version, userId: null, email: signer.email, emailProven: true, bookingId: null } },
    ];
    const counts = async () => ({
      forms: await pair.booking.db.collection('consent_copy_forms').countDocuments(),
      signatures: await pair.booking.db.collection('consent_copy_signatures').countDocuments(),
    });
    const before = await counts();
    const replayed = await fetch(`${pair.booking.url}${bookingApi.receiveConsentEvents.path}`, { method: 'POST', headers: internal, body: JSON.stringify({ events: replay }) });
    expect(replayed.status).toBe(200);
    expect(await replayed.json()).toEqual({ applied: 0 });
    expect(await counts()).toEqual(before);

    await pair.stopContent();
    const refused = await complete(pair.booking, signer);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: clinicalMessages.consentRequired });
  });

  it('When booking starts with no copy while content is down, then it starts at once, confirmations wait (503), and once content is back it re-reads the state and confirms without it', async () => {
    const pair = await consentPair('reread');
    pairs.push(pair);
    const signer = client('reread');
    const form = await publishForm(pair.contentUrl, 'Waiver (re-read)');
    await signInPortal(pair.contentUrl, form.id, signer.headers);
    await pair.stopContent();

    await pair.startBooking();
    const waiting = await complete(pair.booking, signer);
    expect(waiting.status).toBe(503);
    expect(await waiting.json()).toMatchObject({ message: clinicalMessages.consentUnavailable });

    await pair.startContent();
    await copyComplete(pair.booking);
    expect(await pair.booking.db.collection('consent_copy_signatures').countDocuments({ formId: form.id })).toBe(1);
    await pair.stopContent();

    expect((await complete(pair.booking, signer)).status).toBe(200);
  });
});
