import type { BookingStatus, Identity } from '@wsms/contracts';
import { forbidden } from '@wsms/service-kit';
import type { BookingFilter } from '../data-access/booking-repository';

/** Spec section 6: admins see all, staff their own instructor's, a client only their own. */
export function bookingFilterFor(identity: Identity, requestedClientEmail?: string, status?: BookingStatus): BookingFilter {
  const requested = requestedClientEmail?.toLowerCase();
  const byStatus = status ? { status } : {};
  if (identity.role === 'admin') return { ...byStatus, ...(requested ? { clientEmail: requested } : {}) };
  if (identity.role === 'staff') {
    return { ...byStatus, instructorEmail: identity.email.toLowerCase(), ...(requested ? { clientEmail: requested } : {}) };
  }
  if (requested && requested !== identity.email.toLowerCase()) {
    throw forbidden('You can only view your own bookings');
  }
  return { ...byStatus, clientEmail: identity.email.toLowerCase() };
}
