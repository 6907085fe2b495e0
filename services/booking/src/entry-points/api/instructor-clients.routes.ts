import { Router } from 'express';
import type { Connection } from 'mongoose';
import { bookingApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import { httpAccountDirectory } from '../../adapters/account-directory';
import { clientEmailRepository } from '../../data-access/client-email-repository';
import { bookingParties, instructorWithClients, listInstructorClients, type InstructorClientsDeps } from '../../domain/listing/instructor-clients.use-case';
import type { BookingRepository } from '../../data-access/booking-repository';
import { actingInstructor, type ActingInstructorDeps } from '../../domain/shared/acting-instructor';

/** The coach's client list (Programs tab) and content's check that a program goes to one of them. */
export function instructorClientsRoutes(deps: ActingInstructorDeps & { bookings: BookingRepository }, options: { db: Connection; authUrl?: string; internalSecret: string }) {
  const own: InstructorClientsDeps = {
    catalog: deps.catalog,
    clientEmails: clientEmailRepository(options.db),
    accounts: httpAccountDirectory(options.authUrl, options.internalSecret),
  };
  const router = Router();
  route(router, bookingApi.instructorClients, async ({ query, identity }) => {
    const instructor = await actingInstructor(deps, identity, 'read', query.instructorId);
    return listInstructorClients(own, instructor.id);
  });
  route(router, bookingApi.internalInstructorClients, ({ query }) => instructorWithClients(own, query));
  route(router, bookingApi.internalBookingParties, ({ params }) => bookingParties({ ...own, bookings: deps.bookings }, params.id));
  return router;
}
