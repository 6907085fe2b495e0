import { z } from 'zod';
import { bookingIdSchema, bookingMessages } from '../booking.schema';
import { clinicalMessages as m, consentEventsAppliedSchema, consentEventsSchema, consentSignatureSchema, consentSignInputSchema, consentStatusSchema } from '../clinical.schema';
import { defineRoute } from './route-contract';

const bookingIdParamsSchema = z.object({ bookingId: bookingIdSchema });
const keyNote = "The booking's key travels in the `x-booking-key` header, as for the checkout page.";

/** services/booking: the consent asked for on a booking's confirmation page (the record itself lives in content). */
export const consentGateApi = {
  checkoutConsent: defineRoute({
    method: 'get',
    path: '/api/checkout/:bookingId/consent',
    auth: 'public',
    summary: "Whether the booking's client still has to sign the consent form in force, and its text",
    description: keyNote,
    request: { params: bookingIdParamsSchema },
    responses: { 200: consentStatusSchema, 404: bookingMessages.bookingNotFound, 503: m.consentUnavailable },
  }),
  signCheckoutConsent: defineRoute({
    method: 'post',
    path: '/api/checkout/:bookingId/consent',
    auth: 'public',
    summary: "Sign the consent form on the booking's confirmation page (guests too): the typed name must be the booking's name",
    description: `${keyNote} The signature is tied to the booking's e-mail address (and to the account of a signed-in client whose verified e-mail it is).`,
    request: { params: bookingIdParamsSchema, body: consentSignInputSchema },
    responses: {
      201: consentSignatureSchema,
      400: m.bookingNameMismatch,
      404: `${bookingMessages.bookingNotFound}, or ${m.noConsentForm}`,
      409: m.notCurrentForm,
      503: m.consentUnavailable,
    },
  }),
  receiveConsentEvents: defineRoute({
    method: 'post',
    path: '/internal/consent-events',
    auth: 'internal',
    idempotent: true,
    summary: "Content's consent events (a form published, a signature): booking keeps its copy of the consent state, which decides confirmations while content is down",
    description: 'Content sends each event until it is answered 200; the event id is the record\'s, so a replay changes nothing (`applied` counts the events new to booking).',
    request: { body: consentEventsSchema },
    responses: { 200: consentEventsAppliedSchema },
  }),
};
