import type { BookingStatus, Identity } from '@wsms/contracts';
import { forbidden } from '@wsms/service-kit';
import type { BookingFilter, BookingPageFilter } from '../../data-access/shared/booking-repository';
import { normaliseEmail } from '../shared/verified-owner';

/**
 * Spec section 6: admins see all, staff their own instructor's (their own as a client when they ask
 * for their own e-mail), a client only their own; and a
 * client's own are matched by e-mail only once the account has verified that address (else none).
 */
export function bookingFilterFor(identity: Identity, requestedClientEmail?: string, status?: BookingStatus): BookingFilter | null {
  const requested = requestedClientEmail ? normaliseEmail(requestedClientEmail) : undefined;
  const own = normaliseEmail(identity.email);
  const byStatus = status ? { status } : {};
  if (identity.role === 'admin') return { ...byStatus, ...(requested ? { clientEmail: requested } : {}) };
  // Staff asking for their own e-mail are a client of another instructor (the portal's My Sessions).
  if (identity.role === 'staff' && requested !== own) return { ...byStatus, instructorEmail: own, ...(requested ? { clientEmail: requested } : {}) };
  if (requested && requested !== own) throw forbidden('You can only view your own bookings');
  return identity.emailVerified ? { ...byStatus, clientEmail: own } : null;
}

export interface BookingListQuery {
  clientEmail?: string;
  status?: BookingStatus;
  instructorId?: string;
  location?: string;
  from?: string;
  to?: string;
  q?: string;
}

/** The list's filter: who may see what (above), then the narrowing asked for. */
export function bookingPageFilterFor(identity: Identity, query: BookingListQuery): BookingPageFilter | null {
  // Search finds other people's bookings by their name: staff and admins only.
  if (query.q && identity.role === 'user') throw forbidden('You can only view your own bookings');
  const base = bookingFilterFor(identity, query.clientEmail, query.status);
  if (!base) return null;
  const { instructorId, location, from, to } = query;
  return { ...base, ...(instructorId ? { instructorId } : {}), ...(location ? { location } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
