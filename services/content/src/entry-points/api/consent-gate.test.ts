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
import { clinicalEnv } from '../../testing/clinical-test-kit';
import { startContent, type TestContent } from '../../testing/content-test-kit';

// Booking asks content, over HTTP, before every confirmation (requireConsentBeforeConfirmation).
let catalog: TestCatalog;
let booking: TestBooking;
let content: TestContent;
const clock = testClock('2030-01-07T12:00:00Z');

beforeAll(async () => {
  [catalog, content] = await Promise.all([startCatalog(), startContent('content_consent_gate', clinicalEnv)]);
  booking = await startBooking({ catalog, clock, env: { CONTENT_URL: content.url } });
});
afterAll(async () => {
  await booking?.stop();
  await Promise.all([catalog?.stop(), content?.stop()]);
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
