import { Router } from 'express';
import { bookingApi } from '@wsms/contracts/api';
import { pageRequest, route, sendPage } from '@wsms/service-kit';
import { setBookingStatus } from '../../domain/changes/booking-status.use-case';
import { cancelBooking, previewCancel, type CancelBookingDeps } from '../../domain/changes/cancel-booking.use-case';
import { rescheduleBooking, type RescheduleBookingDeps } from '../../domain/changes/reschedule-booking.use-case';
import { completeBooking } from '../../domain/checkout/complete-booking.use-case';
import type { ConsentDeps } from '../../domain/consent/require-consent';
import { listMessages, markMessagesRead, sendMessage, unreadMessages, type MessageDeps } from '../../domain/conversation/session-messages.use-case';
import { getSessionNote, saveSessionNote, type NoteDeps } from '../../domain/conversation/session-notes.use-case';
import { bookingCalendarFile, type CalendarDeps } from '../../domain/notifications/calendar-files.use-case';
import { toBookingDto } from '../../domain/shared/booking-dto';

export interface SessionRoutesDeps extends CancelBookingDeps, RescheduleBookingDeps, MessageDeps, NoteDeps, CalendarDeps, ConsentDeps {}

/** Both sides of a booking after checkout, acting by identity (never by key). */
export function sessionRoutes(deps: SessionRoutesDeps) {
  const router = Router();
  const api = bookingApi;
  route(router, api.unreadMessages, ({ identity, query }) => unreadMessages(deps, identity, query.instructorId));
  route(router, api.cancelPreview, async ({ params, identity, res }) => {
    res.set('Cache-Control', 'no-store');
    return previewCancel(deps, identity, params.id);
  });
  route(router, api.cancelBooking, async ({ params, body, identity }) => toBookingDto(await cancelBooking(deps, identity, params.id, body)));
  route(router, api.rescheduleBooking, async ({ params, body, identity }) => toBookingDto(await rescheduleBooking(deps, identity, params.id, body)));
  route(router, api.completeBooking, async ({ params, identity }) => {
    const { booking, checkoutUrl } = await completeBooking(deps, identity, params.id);
    return { booking: toBookingDto(booking), checkoutUrl };
  });
  route(router, api.setBookingStatus, async ({ params, body, identity }) => toBookingDto(await setBookingStatus(deps, identity, params.id, body)));
  route(router, api.getSessionNote, ({ params, identity }) => getSessionNote(deps, identity, params.id));
  route(router, api.saveSessionNote, ({ params, body, identity }) => saveSessionNote(deps, identity, params.id, body));
  route(router, api.listMessages, async (input) => {
    input.res.set('Cache-Control', 'no-store');
    return sendPage(input, await listMessages(deps, input.identity, input.params.id, pageRequest(input.query)));
  });
  route(router, api.sendMessage, ({ params, body, identity }) => sendMessage(deps, identity, params.id, body));
  route(router, api.markMessagesRead, ({ params, identity }) => markMessagesRead(deps, identity, params.id));
  route(router, api.bookingCalendarFile, async ({ params, query, identity, res }) => {
    const file = await bookingCalendarFile(deps, params.id, identity, query.token);
    res.set({ 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${file.filename}"`, 'Cache-Control': 'private, no-store' });
    return file.body;
  });
  return router;
}
