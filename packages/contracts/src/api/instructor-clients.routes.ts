import { z } from 'zod';
import { instructorClientSchema, trainingMessages as m } from '../training.schema';
import { pageQueryShape } from '../page.schema';
import { pagedNote } from './paged-note';
import { defineRoute } from './route-contract';

/** Admins name the instructor they act on; staff may only name their own (as booking's instructor routes). */
const instructorScopeQuerySchema = z.strictObject({ instructorId: z.string().min(1).max(64).optional() });
/** The coach's clients a page at a time (`limit`, `cursor` from the Link header), in e-mail order. */
export const instructorClientsPageQuerySchema = instructorScopeQuerySchema.extend({ ...pageQueryShape });

/** Content asks by the staff member's e-mail, or (admins) by the instructor they name. */
export const instructorClientsQuerySchema = z
  .strictObject({
    email: z.string().trim().toLowerCase().min(3).max(254).optional(),
    instructorId: z.string().min(1).max(64).optional(),
    /**
     * `clients` (default): confirmed, completed or missed sessions (whom a program may be assigned to);
     * `care-team`: any booking but a cancelled one (whose clinical record the instructor's staff may read).
     */
    scope: z.enum(['clients', 'care-team']).default('clients'),
    /**
     * Asks about one client only: `clients` then holds that account or nothing, read from that
     * client's bookings (an index lookup) instead of from every booking the instructor ever had.
     */
    clientEmail: z.string().trim().toLowerCase().min(3).max(254).optional(),
    /**
     * `all` (default): every client (an account lookup of each); `none`: the instructor only, with
     * `clients` empty (what a caller that needs no client list asks, e.g. before naming one by `clientEmail`).
     */
    clientList: z.enum(['all', 'none']).default('all'),
  })
  .refine((q) => Boolean(q.email) !== Boolean(q.instructorId), 'Name either email or instructorId');

export const instructorWithClientsSchema = z.object({
  instructor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  clients: z.array(instructorClientSchema),
});
export type InstructorWithClients = z.infer<typeof instructorWithClientsSchema>;

/** A booking's two sides, for content's chart notes (the client is an account only once its e-mail is verified). */
export const bookingPartiesSchema = z.object({
  id: z.string(),
  instructor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  clientEmail: z.string(),
  clientName: z.string(),
  client: instructorClientSchema.nullable(),
  status: z.string(),
  /** Whether this booking makes its instructor the client's care team (confirmed or attended, not made by staff alone). */
  careTeam: z.boolean(),
  date: z.string(),
  time: z.string(),
});
export type BookingParties = z.infer<typeof bookingPartiesSchema>;

/** services/booking: who booked with an instructor (accounts with a verified e-mail only). */
export const instructorClientsApi = {
  instructorClients: defineRoute({
    method: 'get',
    path: '/api/instructor/clients',
    auth: 'staff',
    summary: 'Accounts with a verified e-mail that booked with the instructor (staff: their own; admins: ?instructorId=)',
    description: `${pagedNote('in e-mail order')} The accounts of each page are looked up when it is asked for (a page may hold fewer than \`limit\` when some addresses have no verified account).`,
    request: { query: instructorClientsPageQuerySchema },
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
  internalBookingParties: defineRoute({
    method: 'get',
    path: '/internal/bookings/:id/parties',
    auth: 'internal',
    summary: "A booking's instructor and client (asked by content before a chart note is written)",
    request: { params: z.object({ id: z.string().min(1).max(64) }) },
    responses: { 200: bookingPartiesSchema, 404: `Booking not found; or ${m.directoryNotConfigured} (AUTH_URL unset)`, 503: m.directoryUnavailable },
  }),
};
