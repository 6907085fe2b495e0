import { sessionMessages, type Identity, type SessionMessageInput, type UnreadMessages } from '@wsms/contracts';
import { AppError, consumeOrThrow, type RateLimiter, type PageRequestOf } from '@wsms/service-kit';
import type { MessageRepository } from '../../data-access/conversation/message-repository';
import type { QueueEmailDeps } from '../notifications/queue-email';
import { queueMessageEmail } from '../notifications/session-emails';
import { actingInstructor, type ActingInstructorDeps } from '../shared/acting-instructor';
import { openBooking, type BookingAccessDeps } from '../shared/booking-access';
import type { LinkDeps } from '../shared/links';
import { normaliseEmail } from '../shared/verified-owner';

export interface MessageDeps extends BookingAccessDeps, ActingInstructorDeps, QueueEmailDeps, LinkDeps {
  messages: MessageRepository;
  /** Messages per sender (shared by every instance through the database). */
  messagesPerSender: RateLimiter;
}

const open = new Set(['confirmed', 'completed', 'no_show', 'cancelled']);

export async function listMessages(deps: Pick<MessageDeps, 'bookings' | 'messages'>, identity: Identity, bookingId: string, page: PageRequestOf) {
  await openBooking(deps, identity, bookingId);
  return deps.messages.listForBooking(bookingId, page);
}

/** Admins write as the instructor's side. The other side is e-mailed through the outbox. */
export async function sendMessage(deps: MessageDeps, identity: Identity, bookingId: string, input: SessionMessageInput) {
  const { booking, side } = await openBooking(deps, identity, bookingId);
  if (!open.has(booking.status)) throw new AppError('messages-closed', sessionMessages.messagesClosed, 409);
  await consumeOrThrow(deps.messagesPerSender, identity.sub, sessionMessages.tooManyMessages);
  const message = await deps.messages.insert({
    bookingId: booking.id,
    instructorId: booking.instructorId,
    clientEmail: booking.clientEmail,
    message: input.message,
    isFromInstructor: side !== 'client',
    isRead: false,
  });
  await queueMessageEmail(deps, booking, message);
  return message;
}

/** The caller has read what the other side wrote in this thread. */
export async function markMessagesRead(deps: Pick<MessageDeps, 'bookings' | 'messages'>, identity: Identity, bookingId: string) {
  const { side } = await openBooking(deps, identity, bookingId);
  await deps.messages.markRead(bookingId, side === 'client');
}

/** A client's unread messages from instructors; staff and admins see their acting instructor's unread client messages. */
export async function unreadMessages(deps: Pick<MessageDeps, 'catalog' | 'messages'>, identity: Identity, instructorId?: string): Promise<UnreadMessages> {
  let byBooking: Record<string, number> = {};
  if (identity.role === 'user') {
    if (identity.emailVerified) byBooking = await deps.messages.countUnread({ clientEmail: normaliseEmail(identity.email), fromInstructor: true });
  } else {
    const instructor = await actingInstructor(deps, identity, 'read', instructorId);
    byBooking = await deps.messages.countUnread({ instructorId: instructor.id, fromInstructor: false });
  }
  return { total: Object.values(byBooking).reduce((sum, n) => sum + n, 0), byBooking };
}
