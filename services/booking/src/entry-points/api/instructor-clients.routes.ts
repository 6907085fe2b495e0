import { Router } from 'express';
import type { Connection } from 'mongoose';
import { bookingApi } from '@wsms/contracts/api';
import { pageRequest, route, sendPage } from '@wsms/service-kit';
import { httpAccountDirectory } from '../../adapters/account-directory';
import { clientEmailRepository } from '../../data-access/listing/client-email-repository';
import { instructorClientRepository } from '../../data-access/listing/instructor-client-repository';
import { bookingParties, instructorClientsPage, instructorWithClients, type InstructorClientsDeps } from '../../domain/listing/instructor-clients.use-case';
import type { BookingRepository } from '../../data-access/shared/booking-repository';
import { actingInstructor, type ActingInstructorDeps } from '../../domain/shared/acting-instructor';

/** The coach's client list (Programs tab) and content's check that a program goes to one of them. */
export function instructorClientsRoutes(deps: ActingInstructorDeps & { bookings: BookingRepository }, options: { db: Connection; authUrl?: string; internalSecret: string; timeoutMs?: number }) {
  const own: InstructorClientsDeps = {
    catalog: deps.catalog,
    clientEmails: clientEmailRepository(options.db),
    instructorClients: instructorClientRepository(options.db),
    accounts: httpAccountDirectory(options.authUrl, options.internalSecret, options.timeoutMs),
  };
  const router = Router();
  route(router, bookingApi.instructorClients, async (input) => {
    const instructor = await actingInstructor(deps, input.identity, 'read', input.query.instructorId);
    return sendPage(input, await instructorClientsPage(own, instructor.id, pageRequest(input.query)));
  });
  route(router, bookingApi.internalInstructorClients, ({ query }) => instructorWithClients(own, query));
  route(router, bookingApi.internalBookingParties, ({ params }) => bookingParties({ ...own, bookings: deps.bookings }, params.id));
  return router;
}
