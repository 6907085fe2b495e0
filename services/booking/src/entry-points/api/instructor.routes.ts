import { Router } from 'express';
import { z } from 'zod';
import {
  availabilitySlotInputSchema,
  availabilitySlotUpdateSchema,
  availabilityTemplateInputSchema,
  bookingStatusSchema,
  formatCents,
} from '@wsms/contracts';
import { requireRole, validate } from '@wsms/service-kit';
import { actingInstructor } from '../../domain/acting-instructor';
import {
  applyTemplate,
  createTemplate,
  deleteTemplate,
  listTemplates,
} from '../../domain/availability-templates.use-case';
import type { BookingDeps } from '../../domain/booking-deps';
import { toBookingDto } from '../../domain/booking-dto';
import { createSlot, deleteSlot, listSlots, updateSlot } from '../../domain/manage-availability.use-case';

const idParams = z.object({ id: z.string().min(1).max(64) });
const instructorQuery = z.strictObject({ instructorId: z.string().min(1).max(64).optional() });
const bookingsQuery = instructorQuery.extend({ status: bookingStatusSchema.optional() });

/** The staff dashboard's instructor area: staff act on their own instructor record, admins on any. */
export function instructorRoutes(deps: BookingDeps) {
  const router = Router();
  router.use('/api/instructor', requireRole('staff'));

  router.get('/api/instructor/profile', validate({ query: instructorQuery }), async (req, res) => {
    const { id, name, email, hourlyRateCents, isActive, locations } = await actingInstructor(
      deps,
      req.identity!,
      'read',
      res.locals.query.instructorId,
    );
    res.json({ id, name, email, hourlyRate: formatCents(hourlyRateCents), isActive, locations });
  });
  router.get('/api/instructor/bookings', validate({ query: bookingsQuery }), async (req, res) => {
    const { instructorId, status } = res.locals.query;
    const instructor = await actingInstructor(deps, req.identity!, 'read', instructorId);
    const bookings = await deps.bookings.list({ instructorId: instructor.id, ...(status ? { status } : {}) });
    res.json(bookings.map(toBookingDto));
  });

  router.get('/api/instructor/availability', validate({ query: instructorQuery }), async (req, res) => {
    res.json(await listSlots(deps, req.identity!, res.locals.query.instructorId));
  });
  router.post('/api/instructor/availability', validate({ body: availabilitySlotInputSchema }), async (req, res) => {
    res.status(201).json(await createSlot(deps, req.identity!, res.locals.body));
  });
  router.put(
    '/api/instructor/availability/:id',
    validate({ params: idParams, body: availabilitySlotUpdateSchema }),
    async (req, res) => {
      res.json(await updateSlot(deps, req.identity!, res.locals.params.id, res.locals.body));
    },
  );
  router.delete('/api/instructor/availability/:id', validate({ params: idParams }), async (req, res) => {
    await deleteSlot(deps, req.identity!, res.locals.params.id);
    res.status(204).end();
  });

  router.get('/api/instructor/availability-templates', validate({ query: instructorQuery }), async (req, res) => {
    res.json(await listTemplates(deps, req.identity!, res.locals.query.instructorId));
  });
  router.post('/api/instructor/availability-templates', validate({ body: availabilityTemplateInputSchema }), async (req, res) => {
    res.status(201).json(await createTemplate(deps, req.identity!, res.locals.body));
  });
  router.post('/api/instructor/availability-templates/:id/apply', validate({ params: idParams }), async (req, res) => {
    res.status(201).json(await applyTemplate(deps, req.identity!, res.locals.params.id));
  });
  router.delete('/api/instructor/availability-templates/:id', validate({ params: idParams }), async (req, res) => {
    await deleteTemplate(deps, req.identity!, res.locals.params.id);
    res.status(204).end();
  });
  return router;
}
