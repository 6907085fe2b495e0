import { z } from 'zod';
import { instructorClientSchema, trainingMessages as m } from '../training.schema';
import { defineRoute } from './route-contract';

/** Admins name the instructor they act on; staff may only name their own (as booking's instructor routes). */
const instructorScopeQuerySchema = z.strictObject({ instructorId: z.string().min(1).max(64).optional() });

/** Content asks by the staff member's e-mail, or (admins) by the instructor they name. */
export const instructorClientsQuerySchema = z
  .strictObject({
    email: z.string().trim().toLowerCase().min(3).max(254).optional(),
    instructorId: z.string().min(1).max(64).optional(),
  })
  .refine((q) => Boolean(q.email) !== Boolean(q.instructorId), 'Name either email or instructorId');

export const instructorWithClientsSchema = z.object({
  instructor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  clients: z.array(instructorClientSchema),
});
export type InstructorWithClients = z.infer<typeof instructorWithClientsSchema>;

/** services/booking: who booked with an instructor (accounts with a verified e-mail only). */
export const instructorClientsApi = {
  instructorClients: defineRoute({
    method: 'get',
    path: '/api/instructor/clients',
    auth: 'staff',
    summary: 'Accounts with a verified e-mail that booked with the instructor (staff: their own; admins: ?instructorId=)',
    request: { query: instructorScopeQuerySchema },
    responses: {
      200: z.array(instructorClientSchema),
      403: 'Staff can only manage their own instructor profile',
      404: `${m.profileNotFound} or ${m.instructorNotFound}; or ${m.directoryNotConfigured} (AUTH_URL unset)`,
      503: m.directoryUnavailable,
    },
  }),
  internalInstructorClients: defineRoute({
    method: 'get',
    path: '/internal/instructor-clients',
    auth: 'internal',
    summary: "An instructor (by e-mail or id) and the verified accounts that booked with them (asked by content)",
    request: { query: instructorClientsQuerySchema },
    responses: { 200: instructorWithClientsSchema, 404: `${m.instructorNotFound}; or ${m.directoryNotConfigured} (AUTH_URL unset)`, 503: m.directoryUnavailable },
  }),
};
