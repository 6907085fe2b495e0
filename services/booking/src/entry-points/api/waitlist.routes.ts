import { Router } from 'express';
import { bookingApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import { actingInstructor } from '../../domain/shared/acting-instructor';
import { toBookingDto } from '../../domain/shared/booking-dto';
import { claimOffer } from '../../domain/waitlist/claim-offer.use-case';
import { joinWaitlist } from '../../domain/waitlist/join-waitlist.use-case';
import { leaveWaitlist } from '../../domain/waitlist/leave-waitlist.use-case';
import type { WaitlistDeps } from '../../domain/waitlist/waitlist-deps';
import { dayWaitlist, myWaitlist } from '../../domain/waitlist/waitlist-view';

/** The waitlist: a client's own entries and offers, and an instructor's day (staff: their own; admins: any). */
export function waitlistRoutes(deps: WaitlistDeps) {
  const router = Router();
  const api = bookingApi;
  route(router, api.joinWaitlist, ({ body, identity }) => joinWaitlist(deps, identity, body));
  route(router, api.myWaitlist, ({ identity, res }) => {
    res.set('Cache-Control', 'no-store');
    return myWaitlist(deps, identity.sub);
  });
  route(router, api.leaveWaitlist, ({ params, identity }) => leaveWaitlist(deps, identity, params.id));
  route(router, api.claimWaitlistOffer, async ({ params, body, identity }) => {
    const { booking, checkoutUrl } = await claimOffer(deps, identity, params.id, body);
    return { booking: toBookingDto(booking), checkoutUrl };
  });
  route(router, api.instructorWaitlist, async ({ query, identity, res }) => {
    const instructor = await actingInstructor(deps, identity, 'read', query.instructorId);
    res.set('Cache-Control', 'no-store');
    return dayWaitlist(deps, instructor.id, query.date);
  });
  return router;
}
