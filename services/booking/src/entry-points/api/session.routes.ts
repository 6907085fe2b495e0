import { Router } from 'express';
import { bookingApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import type { BookingDeps } from '../../domain/booking-deps';
import { toBookingDto } from '../../domain/booking-dto';
import { setBookingStatus } from '../../domain/booking-status.use-case';
import { bookingCalendarFile } from '../../domain/calendar/calendar-files.use-case';
import { cancelBooking } from '../../domain/cancel-booking.use-case';
import { completeBooking } from '../../domain/complete-booking.use-case';
import { rescheduleBooking } from '../../domain/reschedule-booking.use-case';
import { listMessages, markMessagesRead, sendMessage, unreadMessages } from '../../domain/session-messages.use-case';
import { getSessionNote, saveSessionNote } from '../../domain/session-notes.use-case';

/** Both sides of a booking after checkout, acting by identity (never by key). */
export function sessionRoutes(deps: BookingDeps) {
  const router = Router();
  const api = bookingApi;
  route(router, api.unreadMessages, ({ identity, query }) => unreadMessages(deps, identity, query.instructorId));
  route(router, api.cancelBooking, async ({ params, body, identity }) => toBookingDto(await cancelBooking(deps, identity, params.id, body)));
  route(router, api.rescheduleBooking, async ({ params, body, identity }) => toBookingDto(await rescheduleBooking(deps, identity, params.id, body)));
  route(router, api.completeBooking, async ({ params, identity }) => {
    const { booking, checkoutUrl } = await completeBooking(deps, identity, params.id);
    return { booking: toBookingDto(booking), checkoutUrl };
  });
  route(router, api.setBookingStatus, async ({ params, body, identity }) => toBookingDto(await setBookingStatus(deps, identity, params.id, body)));
  route(router, api.getSessionNote, ({ params, identity }) => getSessionNote(deps, identity, params.id));
  route(router, api.saveSessionNote, ({ params, body, identity }) => saveSessionNote(deps, identity, params.id, body));
  route(router, api.listMessages, ({ params, identity, res }) => {
    res.set('Cache-Control', 'no-store');
    return listMessages(deps, identity, params.id);
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
