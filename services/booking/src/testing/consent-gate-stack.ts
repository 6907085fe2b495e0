import { BOOKING_KEY_HEADER } from '@wsms/contracts';
import { INTERNAL_SECRET_HEADER, newId } from '@wsms/service-kit';
import type { ContractCase } from '@wsms/service-kit/testing';
import { buildIdentity, identityHeaders, TEST_INTERNAL_SECRET } from '@wsms/service-kit/testing';
import { startContent, type TestContent } from '@wsms/content-service/testing/content-test-kit';
import { clinicalEnv } from '@wsms/content-service/testing/clinical-test-kit';
import { buildCheckout, heldCheckout, insertInstructor, insertWeek, startBooking, startCatalog, testClock, type TestBooking, type TestCatalog } from './booking-test-kit';

interface ConsentGateStack {
  catalog: TestCatalog;
  content: TestContent;
  booking: TestBooking;
}

/** Real catalog, content (with a clinical key) and booking asking content for consent, for the suite that calls this. */
export function useConsentGateStack() {
  let stack: ConsentGateStack | undefined;
  const clock = testClock('2030-01-07T12:00:00Z');
  beforeAll(async () => {
    const [catalog, content] = await Promise.all([startCatalog(), startContent('booking_consent_gate_content', clinicalEnv)]);
    const booking = await startBooking({ catalog, clock, env: { CONTENT_URL: content.url } });
    stack = { catalog, content, booking };
  });
  afterAll(async () => {
    await stack?.booking.stop();
    await Promise.all([stack?.catalog.stop(), stack?.content.stop()]);
  });
  const get = () => {
    if (!stack) throw new Error('the consent gate stack is not started');
    return stack;
  };
  return { get, target: () => get().booking };
}

/** A held booking of the stack, with the consent form in force (published now). */
async function heldWithForm(stack: ConsentGateStack) {
  const res = await fetch(`${stack.content.url}/api/consent-forms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...identityHeaders(buildIdentity({ role: 'admin' })) },
    body: JSON.stringify({ title: 'Waiver', body: 'I accept the risks of training.' }),
  });
  const form = (await res.json()) as { id: string };
  const instructor = await insertInstructor(stack.catalog);
  await insertWeek(stack.booking.db, instructor.id);
  const held = await heldCheckout(stack.booking, buildCheckout(instructor.id, { clientEmail: `consent${Date.now()}@example.com` }));
  return { ...held, formId: form.id, headers: { [BOOKING_KEY_HEADER]: held.viewKey } };
}

const UNKNOWN_BOOKING = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const internal = { [INTERNAL_SECRET_HEADER]: TEST_INTERNAL_SECRET };
/** A consent form as content announces it (this stack's booking asks content itself while it answers). */
const formEvent = () => {
  const id = newId();
  return { id: `form-${id}`, kind: 'form-published', form: { id, version: 1, title: 'Waiver', body: 'I accept the risks of training.', publishedAt: '2020-01-01T00:00:00.000Z' } };
};
const sign = (formId: string, signedName = 'Jamie Rivera') => ({ formId, signedName, agree: true });

/** Contract cases of the confirmation page's consent routes, run against the stack's booking instance. */
export function consentGateCases(stack: () => ConsentGateStack): Record<'checkoutConsent' | 'signCheckoutConsent' | 'receiveConsentEvents', ContractCase[]> {
  const on = 'consent';
  return {
    checkoutConsent: [
      { when: 'the confirmation page asks whether the client must sign', status: 200, on, request: async () => { const h = await heldWithForm(stack()); return { params: { bookingId: h.bookingId }, headers: h.headers }; } },
      { when: 'the booking id is malformed', status: 400, on, request: { params: { bookingId: 'x' } } },
      { when: 'the booking does not exist', status: 404, on, request: { params: { bookingId: UNKNOWN_BOOKING }, headers: { [BOOKING_KEY_HEADER]: 'A'.repeat(43) } } },
    ],
    receiveConsentEvents: [
      { when: 'content sends a form it published', status: 200, on, request: async () => ({ headers: internal, body: { events: [formEvent()] } }) },
      { when: 'content sends no event', status: 400, on, request: { headers: internal, body: { events: [] } } },
      { when: 'a caller without the internal secret sends events', status: 403, on, request: async () => ({ body: { events: [formEvent()] } }) },
    ],
    signCheckoutConsent: [
      { when: "the guest signs in the booking's name", status: 201, on, request: async () => { const h = await heldWithForm(stack()); return { params: { bookingId: h.bookingId }, headers: h.headers, body: sign(h.formId) }; } },
      { when: 'the guest types another name', status: 400, on, request: async () => { const h = await heldWithForm(stack()); return { params: { bookingId: h.bookingId }, headers: h.headers, body: sign(h.formId, 'Someone Else') }; } },
      { when: 'the booking does not exist', status: 404, on, request: { params: { bookingId: UNKNOWN_BOOKING }, headers: { [BOOKING_KEY_HEADER]: 'A'.repeat(43) }, body: sign('f') } },
      {
        when: 'a newer form was published since the page opened',
        status: 409,
        on,
        request: async () => {
          const old = await heldWithForm(stack());
          const h = await heldWithForm(stack());
          return { params: { bookingId: h.bookingId }, headers: h.headers, body: sign(old.formId) };
        },
      },
    ],
  };
}
