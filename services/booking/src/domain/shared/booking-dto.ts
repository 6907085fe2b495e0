import { formatCents, type Booking } from '@wsms/contracts';
import type { StoredBooking } from '../../data-access/shared/booking-repository';
import { paymentMethodOf, paymentStatusViewOf } from './payment-state';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/**
 * The wire shape: cents become a decimal string; the spec's aliases sessionDate and serviceType are
 * filled. Key hashes and the client's address never leave the service.
 */
export function toBookingDto(b: StoredBooking): Booking {
  return {
    id: b.id,
    instructorId: b.instructorId,
    instructorName: b.instructorName,
    instructorEmail: b.instructorEmail,
    clientName: b.clientName,
    clientEmail: b.clientEmail,
    ...(b.clientPhone ? { clientPhone: b.clientPhone } : {}),
    date: b.date,
    time: b.time,
    serviceType: b.sessionType,
    // The spec's timestamp: midnight UTC of the session's calendar date (its date part is always `date`).
    sessionDate: `${b.date}T00:00:00.000Z`,
    startsAt: iso(b.startsAt),
    sessionType: b.sessionType,
    location: b.location,
    ...(b.notes ? { notes: b.notes } : {}),
    totalAmount: formatCents(b.totalAmountCents),
    status: b.status,
    holdExpiresAt: b.status === 'pending' ? iso(b.holdExpiresAt) : null,
    paymentMethod: paymentMethodOf(b),
    paymentStatus: paymentStatusViewOf(b),
    ...(b.cancelReason !== undefined && b.cancelledBy ? { cancelReason: b.cancelReason } : {}),
    ...(b.cancelledBy ? { cancelledBy: b.cancelledBy } : {}),
    ...(b.refundStatus ? { refundStatus: b.refundStatus } : {}),
    ...(b.lateCancellation ? { lateCancellation: true } : {}),
    ...(b.creditStatus ? { creditStatus: b.creditStatus } : {}),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}
