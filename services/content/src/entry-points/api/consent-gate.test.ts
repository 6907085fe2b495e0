import { BOOKING_KEY_HEADER, clinicalMessages } from '@wsms/contracts';
import { buildIdentity, identityHeaders } from '@wsms/service-kit/testing';
import {
  buildCheckout,
  findBooking,
  heldCheckout,
  insertInstructor,
  insertWeek,
  mailedConfirmLink,
  startBooking,
  startCatalog,
  testClock,
  type TestBooking,
  type TestCatalog,
} from '@wsms/booking-service/testing/booking-test-kit';
import { issueCredits } from '@wsms/booking-service/testing/credit-test-kit';
import { insertUser, startAuth, type TestAuth } from '@wsms/auth-service/testing/auth-test-kit';
import { clinicalEnv } from '../../testing/clinical-test-kit';
import { startContent, type TestContent } from '../../testing/content-test-kit';

// Booking asks content, over HTTP, before every confirmation (requireConsentBeforeConfirmation).
let catalog: TestCatalog;
let booking: TestBooking;
let content: TestContent;
let auth: TestAuth;
const clock = testClock('2030-01-07T12:00:00Z');

beforeAll(async () => {
  [catalog, auth] = await Promise.all([startCatalog(), startAuth('content_consent_gate_auth')]);
  content = await startContent('content_consent_gate', { ...clinicalEnv, AUTH_URL: auth.url });
  booking = await startBooking({ catalog, clock, env: { CONTENT_URL: content.url } });
});
afterAll(async () => {
  await booking?.stop();
  await Promise.all([catalog?.stop(), content?.stop(), auth?.stop()]);
});
beforeEach(() => clock.set('2030-01-07T12:00:00Z'));

const admin = identityHeaders(buildIdentity({ role: 'admin' }));
const json = { 'content-type': 'application/json' };
async function publishForm(title: string) {
  const res = await fetch(`${content.url}/api/consent-forms`, { method: 'POST', headers: { ...json, ...admin }, body: JSON.stringify({ title, body: 'I accept the risks of training.' }) });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; version: number };
}

async function heldBy(clientEmail: string, headers?: Record<string, string>) {
  const instructor = await insertInstructor(catalog);
  await insertWeek(booking.db, instructor.id);
  return heldCheckout(booking, buildCheckout(instructor.id, { clientEmail, time: '10:00' }), headers);
}
const keyed = (key: string) => ({ [BOOKING_KEY_HEADER]: key });
/** A registered client with a verified e-mail, as the gateway presents them to content. */
async function registered(email: string) {
  const { user } = await insertUser(auth, { email, firstName: 'Jamie', lastName: 'Rivera', emailVerified: true });
  return { email: user.email, headers: identityHeaders(buildIdentity({ sub: user.id, role: 'user', email: user.email, firstName: 'Jamie', lastName: 'Rivera', emailVerified: true })) };
}
const confirm = (bookingId: string, key: string) => fetch(`${booking.url}/api/checkout/${bookingId}/confirm`, { method: 'POST', headers: keyed(key) });

describe('consent before confirmation', () => {
  it('When no consent form is published, then a guest confirms as before', async () => {
    const held = await heldBy('no.form@example.com');
    const { key } = await mailedConfirmLink(booking, held.bookingId);
    expect((await confirm(held.bookingId, key)).status).toBe(200);
  });

  it('When a guest who has not signed confirms, then 409 asks for the consent, the hold stays, and after signing on the confirmation page the booking confirms', async () => {
    const form = await publishForm('Waiver');
    const held = await heldBy(`guest${Date.now()}@example.com`);
    const { key } = await mailedConfirmLink(booking, held.bookingId);

    const refused = await confirm(held.bookingId, key);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: clinicalMessages.consentRequired });
    expect(await findBooking(booking.db, held.bookingId)).toMatchObject({ status: 'pending' });

    const status = await fetch(`${booking.url}/api/checkout/${held.bookingId}/consent`, { headers: keyed(held.viewKey) });
    expect(await status.json()).toMatchObject({ required: true, signed: false, form: { id: form.id, title: 'Waiver' } });
    const sign = (signedName: string) =>
      fetch(`${booking.url}/api/checkout/${held.bookingId}/consent`, { method: 'POST', headers: { ...json, ...keyed(key) }, body: JSON.stringify({ formId: form.id, signedName, agree: true }) });
    expect((await sign('Someone Else')).status).toBe(400);
    expect((await sign('jamie rivera')).status).toBe(201);

    expect((await confirm(held.bookingId, key)).status).toBe(200);
    expect(await findBooking(booking.db, held.bookingId)).toMatchObject({ status: 'confirmed' });
  });

  it("When a guest checks out in a registered client's e-mail and signs with the checkout key, then the signature binds that booking only: not the client's consents nor their record status", async () => {
    const client = await registered(`victim${Date.now()}@example.com`);
    const email = client.email;
    const form = await publishForm('Waiver (guest binding)');
    const held = await heldBy(email);
    const signed = await fetch(`${booking.url}/api/checkout/${held.bookingId}/consent`, {
      method: 'POST',
      headers: { ...json, ...keyed(held.viewKey) },
      body: JSON.stringify({ formId: form.id, signedName: 'Jamie Rivera', agree: true }),
    });
    expect(signed.status).toBe(201);

    expect(await (await fetch(`${content.url}/api/user/consents`, { headers: client.headers })).json()).toEqual([]);
    const status = async (query: string) => (await (await fetch(`${content.url}/api/clients/record-status?${query}`, { headers: admin })).json()) as { consent: boolean };
    expect(await status(new URLSearchParams({ email }).toString())).toMatchObject({ consent: false });
    // The booking it was made for counts it: its confirmation goes through, and its staff view shows it.
    expect(await status(new URLSearchParams({ email, bookingId: held.bookingId }).toString())).toMatchObject({ consent: true });
    const { key } = await mailedConfirmLink(booking, held.bookingId);
    expect((await confirm(held.bookingId, key)).status).toBe(200);
    // Another booking in the same e-mail is asked again.
    const next = await heldBy(email);
    expect((await confirm(next.bookingId, (await mailedConfirmLink(booking, next.bookingId)).key)).status).toBe(409);
  });

  it("When the guest signs through the link mailed to the e-mail, then the signature is the e-mail's account's", async () => {
    const client = await registered(`mailed${Date.now()}@example.com`);
    const email = client.email;
    const form = await publishForm('Waiver (mailed link)');
    const held = await heldBy(email);
    const { key } = await mailedConfirmLink(booking, held.bookingId);
    const signed = await fetch(`${booking.url}/api/checkout/${held.bookingId}/consent`, {
      method: 'POST',
      headers: { ...json, ...keyed(key) },
      body: JSON.stringify({ formId: form.id, signedName: 'Jamie Rivera', agree: true }),
    });
    expect(signed.status).toBe(201);

    const mine = (await (await fetch(`${content.url}/api/user/consents`, { headers: client.headers })).json()) as Array<{ formId: string }>;
    expect(mine.map((c) => c.formId)).toEqual([form.id]);
    const status = await fetch(`${content.url}/api/clients/record-status?${new URLSearchParams({ email })}`, { headers: admin });
    expect(await status.json()).toMatchObject({ consent: true });
  });

  it('When a signed-in client signed in the portal, then the portal completes the booking; a new version asks again', async () => {
    const email = `client${Date.now()}@example.com`;
    const identity = buildIdentity({ role: 'user', email, firstName: 'Jamie', lastName: 'Rivera', emailVerified: true });
    const form = await publishForm('Waiver v2');
    const signed = await fetch(`${content.url}/api/user/consents`, {
      method: 'POST',
      headers: { ...json, ...identityHeaders(identity) },
      body: JSON.stringify({ formId: form.id, signedName: 'Jamie Rivera', agree: true }),
    });
    expect(signed.status).toBe(201);
    const complete = async () => {
      const held = await heldBy(email, identityHeaders(identity));
      return fetch(`${booking.url}/api/bookings/${held.bookingId}/complete`, { method: 'POST', headers: identityHeaders(identity) });
    };
    expect((await complete()).status).toBe(200);

    await publishForm('Waiver v3');
    const again = await complete();
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: clinicalMessages.consentRequired });
  });
  it('When a client who has not signed books with a credit, then 409 asks for the consent, no seat is held and the credit stays; after signing the credit books', async () => {
    const email = `credit${Date.now()}@example.com`;
    const identity = buildIdentity({ role: 'user', email, firstName: 'Jamie', lastName: 'Rivera', emailVerified: true });
    const headers = identityHeaders(identity);
    const [creditId] = await issueCredits(booking.db, { sub: identity.sub, email });
    const form = await publishForm('Waiver for credits');
    const instructor = await insertInstructor(catalog);
    await insertWeek(booking.db, instructor.id);
    const withCredit = { ...buildCheckout(instructor.id, { clientEmail: email, time: '10:00' }), paymentMethod: 'credit' };

    const refused = await booking.api.checkout(withCredit, headers);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: clinicalMessages.consentRequired });
    expect(await booking.db.collection('bookings').countDocuments({ clientEmail: email })).toBe(0);
    expect(await booking.db.collection('credit_redemptions').countDocuments({ creditId })).toBe(0);

    const signed = await fetch(`${content.url}/api/user/consents`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify({ formId: form.id, signedName: 'Jamie Rivera', agree: true }) });
    expect(signed.status).toBe(201);
    const booked = await booking.api.checkout(withCredit, headers);
    expect(booked.status).toBe(201);
    expect(await booked.json()).toMatchObject({ status: 'confirmed' });
  });
});
