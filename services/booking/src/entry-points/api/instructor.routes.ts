import { Router } from 'express';
import { formatCents, type Identity } from '@wsms/contracts';
import { bookingApi } from '@wsms/contracts/api';
import { pageRequest, route, sendPage } from '@wsms/service-kit';
import { applyTemplate, createTemplate, deleteTemplate, listTemplates, type TemplateDeps } from '../../domain/availability/availability-templates.use-case';
import { createSlot, deleteSlot, listSlots, updateSlot, type SlotDeps } from '../../domain/availability/manage-availability.use-case';
import { calendarFeedFile, calendarFeedStatus, createCalendarFeed, type CalendarDeps } from '../../domain/notifications/calendar-files.use-case';
import { actingInstructor, type Access } from '../../domain/shared/acting-instructor';
import { toBookingDto } from '../../domain/shared/booking-dto';

export interface InstructorRoutesDeps extends SlotDeps, TemplateDeps, CalendarDeps {}

/** The staff dashboard's instructor area: staff act on their own instructor record, admins on any. */
export function instructorRoutes(deps: InstructorRoutesDeps) {
  const router = Router();
  const api = bookingApi;

  route(router, api.instructorProfile, async ({ query, identity }) => {
    const { id, name, email, hourlyRateCents, isActive, locations } = await actingInstructor(deps, identity, 'read', query.instructorId);
    return { id, name, email, hourlyRate: formatCents(hourlyRateCents), isActive, locations };
  });
  route(router, api.instructorBookings, async (input) => {
    const { instructorId, limit: _limit, cursor: _cursor, q, order, ...filter } = input.query;
    const instructor = await actingInstructor(deps, input.identity, 'read', instructorId);
    const scoped = { instructorId: instructor.id, ...filter };
    const page = q ? await deps.bookings.searchPage(q, scoped, pageRequest(input.query), order) : await deps.bookings.listPage(scoped, pageRequest(input.query), order);
    return sendPage(input, { ...page, items: page.items.map(toBookingDto) });
  });

  route(router, api.listSlots, ({ query, identity }) => listSlots(deps, identity, query.instructorId));
  route(router, api.createSlot, ({ body, identity }) => createSlot(deps, identity, body));
  route(router, api.updateSlot, ({ params, body, identity }) => updateSlot(deps, identity, params.id, body));
  route(router, api.deleteSlot, ({ params, identity }) => deleteSlot(deps, identity, params.id));

  route(router, api.listTemplates, ({ query, identity }) => listTemplates(deps, identity, query.instructorId));
  route(router, api.createTemplate, ({ body, identity }) => createTemplate(deps, identity, body));
  route(router, api.applyTemplate, ({ params, body, identity }) => applyTemplate(deps, identity, params.id, body));
  route(router, api.deleteTemplate, ({ params, identity }) => deleteTemplate(deps, identity, params.id));

  const feedOwner = async (identity: Identity, instructorId: string | undefined, access: Access) =>
    (await actingInstructor(deps, identity, access, instructorId)).id;
  route(router, api.calendarFeedStatus, async ({ query, identity }) => calendarFeedStatus(deps, await feedOwner(identity, query.instructorId, 'read')));
  route(router, api.createCalendarFeed, async ({ query, identity }) => createCalendarFeed(deps, await feedOwner(identity, query.instructorId, 'write')));
  route(router, api.revokeCalendarFeed, async ({ query, identity }) => {
    await deps.calendarFeeds.removeForInstructor(await feedOwner(identity, query.instructorId, 'write'));
  });
  route(router, api.calendarFeed, async ({ query, res }) => {
    const body = await calendarFeedFile(deps, query.token);
    res.set({ 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, no-store' });
    return body;
  });
  return router;
}
