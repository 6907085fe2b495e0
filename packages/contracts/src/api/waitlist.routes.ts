import { z } from 'zod';
import {
  instructorWaitlistEntrySchema,
  instructorWaitlistQuerySchema,
  waitlistClaimResponseSchema,
  waitlistClaimSchema,
  waitlistEntrySchema,
  waitlistJoinResponseSchema,
  waitlistJoinSchema,
  waitlistMessages as m,
} from '../waitlist.schema';
import { bookingMessages } from '../booking.schema';
import { creditMessages } from '../credits.schema';
import { defineRoute } from './route-contract';

const entryParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** services/booking: the waitlist of taken times (a client's own entries, an instructor's day). */
export const waitlistApi = {
  joinWaitlist: defineRoute({
    method: 'post',
    path: '/api/waitlist',
    auth: 'user',
    summary: 'Join the waitlist for taken times of an instructor on a day (a verified e-mail is needed)',
    request: { body: waitlistJoinSchema },
    responses: {
      201: waitlistJoinResponseSchema,
      403: m.verifyFirst,
      404: bookingMessages.instructorNotFound,
      409: `${m.timeIsFree}, or ${m.alreadyWaiting}`,
    },
  }),
  myWaitlist: defineRoute({
    method: 'get',
    path: '/api/user/waitlist',
    auth: 'user',
    summary: "The signed-in client's waitlist entries, newest first, with an open offer while there is one",
    request: {},
    responses: { 200: z.array(waitlistEntrySchema) },
  }),
  leaveWaitlist: defineRoute({
    method: 'delete',
    path: '/api/waitlist/:id',
    auth: 'user',
    summary: 'Leave the waitlist (the owner); an open offer passes to the next in line',
    request: { params: entryParamsSchema },
    responses: { 204: null, 404: m.entryNotFound },
  }),
  claimWaitlistOffer: defineRoute({
    method: 'post',
    path: '/api/waitlist/:id/claim',
    auth: 'user',
    summary: "Take the seat held for an open offer: confirmed at once when paid at the gym or with a credit (`paymentMethod: 'credit'`), else the payment page's URL",
    request: { params: entryParamsSchema, body: waitlistClaimSchema },
    responses: { 201: waitlistClaimResponseSchema, 400: m.badPaymentMethod, 404: m.entryNotFound, 409: `${m.noOpenOffer}, ${m.offerExpired}, or (paying with a credit) ${creditMessages.noCredit}` },
  }),
  instructorWaitlist: defineRoute({
    method: 'get',
    path: '/api/instructor/waitlist',
    auth: 'staff',
    summary: "Who waits for which times of the acting instructor's day, in order of joining (staff: their own; admins: ?instructorId=)",
    request: { query: instructorWaitlistQuerySchema },
    responses: { 200: z.array(instructorWaitlistEntrySchema), 403: 'Staff can only manage their own instructor profile', 404: 'Instructor profile not found' },
  }),
};
